import {
  ActionIcon,
  Alert,
  Checkbox,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { TMaskedItem } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { moveItem, type TDossierForm } from '../utils/dossier-form.ts';

type TSectionProps = { form: TDossierForm; edit: (patch: Partial<TDossierForm>) => void };

/** What anonymisation hides, listed before export. */
export function MaskedList({ items }: { items: TMaskedItem[] }) {
  const t = useT();
  return (
    <Alert
      color="blue"
      variant="light"
      title={t('dossiers.masked.title')}
      data-testid="dossier-masked"
    >
      <Stack gap={2}>
        {items.map((m, i) => (
          <Text size="sm" key={`${m.field}-${i}`}>
            {t(m.original ? 'dossiers.masked.entry' : 'dossiers.masked.entryAlone', {
              field: t(`dossiers.masked.${m.field}`),
              original: m.original ?? '',
              replacement: m.replacement ?? t('dossiers.masked.removed'),
            })}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

/** The skill families, in the order the dossier shows them. */
export function DossierSkillGroupsFields({ form, edit }: TSectionProps) {
  const t = useT();
  return (
    <>
      <Divider label={t('dossiers.field.skills')} labelPosition="left" />
      {form.skillGroups.map((g, i) => (
        <Paper key={i} withBorder p="xs" radius="md">
          <Group align="flex-end" wrap="nowrap" gap="xs">
            <TextInput
              label={t('dossiers.field.family')}
              value={g.family}
              w={220}
              onChange={(e) =>
                edit({
                  skillGroups: form.skillGroups.map((x, j) =>
                    j === i ? { ...x, family: e.currentTarget.value } : x,
                  ),
                })
              }
            />
            <TextInput
              style={{ flex: 1 }}
              label={t('dossiers.field.skillList')}
              value={g.skillsText}
              onChange={(e) =>
                edit({
                  skillGroups: form.skillGroups.map((x, j) =>
                    j === i ? { ...x, skillsText: e.currentTarget.value } : x,
                  ),
                })
              }
            />
            <ActionIcon
              variant="subtle"
              aria-label={t('dossiers.moveUp', { name: g.family })}
              disabled={i === 0}
              onClick={() => edit({ skillGroups: moveItem(form.skillGroups, i, -1) })}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('dossiers.moveDown', { name: g.family })}
              disabled={i === form.skillGroups.length - 1}
              onClick={() => edit({ skillGroups: moveItem(form.skillGroups, i, 1) })}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
    </>
  );
}

/** The experiences, each with its highlight, in the order the dossier shows them. */
export function DossierExperiencesFields({ form, edit }: TSectionProps) {
  const t = useT();
  return (
    <>
      <Divider label={t('dossiers.field.experiences')} labelPosition="left" />
      {form.experiences.map((x, i) => {
        const set = (patch: Partial<TDossierForm['experiences'][number]>) =>
          edit({
            experiences: form.experiences.map((e, j) => (j === i ? { ...e, ...patch } : e)),
          });
        return (
          <Paper
            key={i}
            withBorder
            p="xs"
            radius="md"
            bg={x.highlighted ? 'var(--mantine-color-blue-0)' : undefined}
            data-testid="dossier-experience"
          >
            <Stack gap={6}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                <TextInput
                  label={t('dossiers.field.jobTitle')}
                  value={x.title}
                  onChange={(e) => set({ title: e.currentTarget.value })}
                />
                <TextInput
                  label={t('dossiers.field.company')}
                  value={x.company}
                  onChange={(e) => set({ company: e.currentTarget.value })}
                />
                <TextInput
                  label={t('dossiers.field.startDate')}
                  value={x.startDate}
                  onChange={(e) => set({ startDate: e.currentTarget.value })}
                />
                <TextInput
                  label={t('dossiers.field.endDate')}
                  value={x.endDate}
                  onChange={(e) => set({ endDate: e.currentTarget.value })}
                />
              </SimpleGrid>
              <TextInput
                label={t('dossiers.field.location')}
                value={x.location}
                onChange={(e) => set({ location: e.currentTarget.value })}
              />
              <Textarea
                label={t('dossiers.field.responsibilities')}
                value={x.responsibilitiesText}
                onChange={(e) => set({ responsibilitiesText: e.currentTarget.value })}
                autosize
                minRows={2}
              />
              <Group justify="space-between">
                <Checkbox
                  label={t('dossiers.field.highlighted')}
                  checked={x.highlighted}
                  onChange={(e) => set({ highlighted: e.currentTarget.checked })}
                />
                <Group gap={4}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('dossiers.moveUp', { name: x.title })}
                    disabled={i === 0}
                    onClick={() => edit({ experiences: moveItem(form.experiences, i, -1) })}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('dossiers.moveDown', { name: x.title })}
                    disabled={i === form.experiences.length - 1}
                    onClick={() => edit({ experiences: moveItem(form.experiences, i, 1) })}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </>
  );
}
