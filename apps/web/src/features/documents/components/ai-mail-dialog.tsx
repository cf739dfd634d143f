import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  NumberInput,
  Paper,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFileDescription, IconMail, IconSparkles, IconUsers } from '@tabler/icons-react';
import {
  buildCvMailRequest,
  hasCvMailErrors,
  isUnspecified,
  validateCvMailForm,
  type TCandidate,
  type TCvMailErrors,
  type TCvMailSelection,
} from '@staffing/domain';
import { translateDomainMessage } from '../../../i18n/domain-messages.ts';
import { useT } from '../../../i18n/i18n.ts';
import { useMailCandidates } from '../api/get-need-candidates.ts';
import { DossierAttachments, type TAttachedDossier } from './dossier-attachments.tsx';
import { useMailGeneration } from '../hooks/use-mail-generation.ts';
import { MailResult } from './mail-result.tsx';

export type TAiMailDialogProps = {
  need: { id: string; title: string };
  opened: boolean;
  onClose: () => void;
};

const initialAvailability = (c: TCandidate) =>
  isUnspecified(c.cvAvailability) ? '' : (c.cvAvailability ?? '');

function CvMailForm({
  needId,
  candidates,
  onSubmit,
}: {
  needId: string;
  candidates: TCandidate[];
  onSubmit: (body: Record<string, unknown>, attached: TAttachedDossier[]) => void;
}) {
  const t = useT();
  const [selection, setSelection] = useState<TCvMailSelection>({});
  const [attached, setAttached] = useState<TAttachedDossier[]>([]);
  const [errors, setErrors] = useState<TCvMailErrors | null>(null);
  const entryOf = (c: TCandidate) =>
    selection[c.id] ?? {
      selected: false,
      tjm: c.expectedTjm ?? '',
      availability: initialAvailability(c),
    };
  const update = (c: TCandidate, patch: Partial<TCvMailSelection[string]>) => {
    const next = { ...selection, [c.id]: { ...entryOf(c), ...patch } };
    setSelection(next);
    if (errors) setErrors(validateCvMailForm(next));
  };
  const submit = () => {
    const found = validateCvMailForm(selection);
    setErrors(found);
    if (hasCvMailErrors(found)) return;
    // Only the dossiers of the candidates still selected go with the mail.
    const files = attached.filter((a) => selection[a.candidateId]?.selected);
    onSubmit(
      {
        ...buildCvMailRequest(needId, selection),
        // The spec's request is unchanged when nothing is attached.
        ...(files.length > 0 ? { attachments: files.map((a) => a.fileId) } : {}),
      },
      files,
    );
  };

  if (candidates.length === 0)
    return (
      <Text size="sm" c="dimmed" py="md">
        {t('documents.mail.noCandidates')}
      </Text>
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('documents.mail.selectIntro')}
      </Text>
      {candidates.map((c) => {
        const entry = entryOf(c);
        const fieldErrors = errors?.fields[c.id];
        return (
          <Paper key={c.id} withBorder p="sm" radius="md" data-testid="mail-candidate">
            <Checkbox
              label={<Text fw={500}>{c.name}</Text>}
              description={c.cvRole ?? c.email ?? undefined}
              checked={entry.selected}
              onChange={(e) => update(c, { selected: e.currentTarget.checked })}
            />
            {entry.selected ? (
              <Group grow mt="xs" align="flex-start">
                <NumberInput
                  label={t('documents.mail.tjm')}
                  min={0.01}
                  step={0.01}
                  decimalScale={2}
                  value={entry.tjm}
                  onChange={(v) => update(c, { tjm: v })}
                  error={fieldErrors?.tjm ? translateDomainMessage(fieldErrors.tjm) : undefined}
                  withAsterisk
                />
                <TextInput
                  label={t('documents.mail.availability')}
                  placeholder={t('documents.mail.availabilityPlaceholder')}
                  value={entry.availability}
                  onChange={(e) => update(c, { availability: e.currentTarget.value })}
                  error={
                    fieldErrors?.availability
                      ? translateDomainMessage(fieldErrors.availability)
                      : undefined
                  }
                  withAsterisk
                />
              </Group>
            ) : null}
            {entry.selected ? (
              <DossierAttachments candidateId={c.id} attached={attached} onChange={setAttached} />
            ) : null}
          </Paper>
        );
      })}
      {errors?.form ? (
        <Alert color="red" role="alert" py={6}>
          {translateDomainMessage(errors.form)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button leftSection={<IconSparkles size={16} />} onClick={submit}>
          {t('documents.mail.generate')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The AI mail dialog (spec 001 §2, §4 Email generation): a CV mail and a need description mail. */
export function AiMailDialog({ need, opened, onClose }: TAiMailDialogProps) {
  const t = useT();
  const [tab, setTab] = useState<string | null>('cv');
  const cvMail = useMailGeneration('cv');
  const needMail = useMailGeneration('need');
  const candidates = useMailCandidates(need.id, opened);
  const [attached, setAttached] = useState<TAttachedDossier[]>([]);

  return (
    // The close button stays unnamed here: the result's own Close button is the named one.
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('documents.mail.title', { title: need.title })}
      size="xl"
      zIndex={300}
    >
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List mb="md">
          <Tabs.Tab value="cv" leftSection={<IconUsers size={16} />}>
            {t('documents.mail.tabCv')}
          </Tabs.Tab>
          <Tabs.Tab value="need" leftSection={<IconFileDescription size={16} />}>
            {t('documents.mail.tabNeed')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="cv">
          {cvMail.status === 'idle' ? (
            candidates.isPending ? (
              <Loader size="sm" aria-label={t('documents.mail.loadingCandidates')} />
            ) : candidates.isError ? (
              <Alert color="red">{candidates.error.message}</Alert>
            ) : (
              <CvMailForm
                needId={need.id}
                candidates={candidates.data ?? []}
                onSubmit={(body, files) => {
                  setAttached(files);
                  void cvMail.generate(body);
                }}
              />
            )
          ) : (
            <MailResult mail={cvMail} onClose={onClose} attachments={attached} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="need">
          {needMail.status === 'idle' ? (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('documents.mail.needIntro')}
              </Text>
              <Group justify="flex-end">
                <Button
                  leftSection={<IconMail size={16} />}
                  onClick={() => void needMail.generate({ job_analysis_key: need.id })}
                >
                  {t('documents.mail.generateNeed')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <MailResult mail={needMail} onClose={onClose} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
