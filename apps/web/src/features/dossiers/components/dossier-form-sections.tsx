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
import { moveItem, patchItem, textProps, type TDossierForm } from '../utils/dossier-form.ts';

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

/** The arrows that move an entry of a list one place up or down, named after the entry. */
function MoveButtons({
  name,
  index,
  count,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
}) {
  const t = useT();
  return (
    <>
      <ActionIcon
        variant="subtle"
        aria-label={t('dossiers.moveUp', { name })}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={t('dossiers.moveDown', { name })}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
    </>
  );
}

/** The skill families, in the order the dossier shows them. */
export function DossierSkillGroupsFields({ form, edit }: TSectionProps) {
  const t = useT();
  return (
    <>
      <Divider label={t('dossiers.field.skills')} labelPosition="left" />
      {form.skillGroups.map((g, i) => {
        const set = (patch: Partial<TDossierForm['skillGroups'][number]>) =>
          edit({ skillGroups: patchItem(form.skillGroups, i, patch) });
        return (
          <Paper key={i} withBorder p="xs" radius="md">
            <Group align="flex-end" wrap="nowrap" gap="xs">
              <TextInput
                label={t('dossiers.field.family')}
                w={220}
                {...textProps(g, 'family', set)}
              />
              <TextInput
                style={{ flex: 1 }}
                label={t('dossiers.field.skillList')}
                {...textProps(g, 'skillsText', set)}
              />
              <MoveButtons
                name={g.family}
                index={i}
                count={form.skillGroups.length}
                onMove={(by) => edit({ skillGroups: moveItem(form.skillGroups, i, by) })}
              />
            </Group>
          </Paper>
        );
      })}
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
          edit({ experiences: patchItem(form.experiences, i, patch) });
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
                <TextInput label={t('dossiers.field.jobTitle')} {...textProps(x, 'title', set)} />
                <TextInput label={t('dossiers.field.company')} {...textProps(x, 'company', set)} />
                <TextInput
                  label={t('dossiers.field.startDate')}
                  {...textProps(x, 'startDate', set)}
                />
                <TextInput label={t('dossiers.field.endDate')} {...textProps(x, 'endDate', set)} />
              </SimpleGrid>
              <TextInput label={t('dossiers.field.location')} {...textProps(x, 'location', set)} />
              <Textarea
                label={t('dossiers.field.responsibilities')}
                {...textProps(x, 'responsibilitiesText', set)}
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
                  <MoveButtons
                    name={x.title}
                    index={i}
                    count={form.experiences.length}
                    onMove={(by) => edit({ experiences: moveItem(form.experiences, i, by) })}
                  />
                </Group>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </>
  );
}
