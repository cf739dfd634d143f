import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconDownload, IconFileTypeDocx, IconFileTypePdf, IconRestore } from '@tabler/icons-react';
import {
  can,
  type TDossierFormat,
  type TDossierGenerated,
  type TDossierLanguage,
} from '@staffing/domain';
import { translateDomainMessage } from '../../../i18n/domain-messages.ts';
import { useT } from '../../../i18n/i18n.ts';
import { getErrorMessage, isApiError } from '../../../shared/api/index.ts';
import { useSession } from '../../../shared/session/index.ts';
import { AppModal } from '../../../shared/ui/app-modal.tsx';
import { DossierFiles } from './dossier-files.tsx';
import {
  DossierExperiencesFields,
  DossierSkillGroupsFields,
  MaskedList,
} from './dossier-form-sections.tsx';
import { DossierTemplatePanel } from './dossier-template-panel.tsx';
import { downloadDossier } from '../api/download-dossier.ts';
import { useGenerateDossier } from '../api/generate-dossier.ts';
import { useDossierCapabilities } from '../api/get-dossier-capabilities.ts';
import { useDossierDraft } from '../api/get-dossier-draft.ts';
import { useResetDossierDraft } from '../api/reset-dossier-draft.ts';
import { useSaveDossierDraft } from '../api/save-dossier-draft.ts';
import {
  textProps,
  toDossierContent,
  toDossierForm,
  type TDossierForm,
} from '../utils/dossier-form.ts';

export type TDossierEditorModalProps = {
  candidateId: string;
  needId: string | null;
  onClose: () => void;
};

/**
 * The dossier de compétences of a candidate (for a need, or on its own): the text to edit, the
 * language, the anonymisation and what it hides, then the Word or PDF file in the firm's template.
 * Edits are saved before each generation, so a regeneration never loses them.
 */
export function DossierEditorModal({ candidateId, needId, onClose }: TDossierEditorModalProps) {
  const t = useT();
  const { role } = useSession();
  const [language, setLanguage] = useState<TDossierLanguage | null>(null);
  const draft = useDossierDraft(candidateId, needId, language);
  const capabilities = useDossierCapabilities();
  const save = useSaveDossierDraft(candidateId);
  const reset = useResetDossierDraft(candidateId);
  const generate = useGenerateDossier(candidateId);
  const [form, setForm] = useState<TDossierForm | null>(null);
  const [dirty, setDirty] = useState(false);
  const [anonymise, setAnonymise] = useState(true);
  const [maskEmployers, setMaskEmployers] = useState(false);
  const [result, setResult] = useState<TDossierGenerated | null>(null);
  const [showTemplate, setShowTemplate] = useState(false);
  const [error, setError] = useState<{ message: string; stale: boolean } | null>(null);
  const data = draft.data;

  // A new draft (first load, another language, a reset, a reload) replaces the form.
  const draftKey = data ? `${data.language}:${data.version}:${data.edited}` : '';
  useEffect(() => {
    if (!data) return;
    setForm(toDossierForm(data.content));
    setDirty(false);
    setLanguage((current) => current ?? data.language);
  }, [draftKey]); // eslint-disable-line react-hooks/exhaustive-deps -- the draft's identity decides

  const edit = (patch: Partial<TDossierForm>) => {
    setForm((f) => (f ? { ...f, ...patch } : f));
    setDirty(true);
    setResult(null);
  };
  const fail = (e: unknown) =>
    setError({
      message: translateDomainMessage(getErrorMessage(e, t('dossiers.failed'))),
      stale: isApiError(e) && e.status === 409,
    });

  /** Saves the edits when there are any; answers false when the save was refused. */
  const saveEdits = async () => {
    if (!data || !form || !dirty) return true;
    try {
      await save.mutateAsync({
        needId,
        language: data.language,
        content: toDossierContent(form),
        version: data.version,
      });
      return true;
    } catch (e) {
      fail(e);
      return false;
    }
  };

  const run = async (format: TDossierFormat) => {
    if (!data) return;
    setError(null);
    setResult(null);
    if (!(await saveEdits())) return;
    try {
      setResult(
        await generate.mutateAsync({
          needId,
          language: data.language,
          format,
          anonymise,
          maskEmployers,
        }),
      );
    } catch (e) {
      fail(e);
    }
  };

  const switchLanguage = async (next: string) => {
    if (!(await saveEdits())) return;
    setResult(null);
    setLanguage(next as TDossierLanguage);
  };

  const masked = (data?.masked ?? []).filter((m) => maskEmployers || m.field !== 'employer');
  const busy = save.isPending || generate.isPending || reset.isPending;

  return (
    <AppModal opened onClose={onClose} title={t('dossiers.title')} size="xl" zIndex={300}>
      {draft.isPending || !form || !data ? (
        draft.isError ? (
          <Alert color="red" role="alert">
            {translateDomainMessage(getErrorMessage(draft.error, t('dossiers.loadFailed')))}
          </Alert>
        ) : (
          <Loader size="sm" aria-label={t('dossiers.loading')} />
        )
      ) : (
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('dossiers.language')}
              </Text>
              <SegmentedControl
                value={data.language}
                onChange={(v) => void switchLanguage(v)}
                data={[
                  { value: 'fr', label: t('dossiers.french') },
                  { value: 'en', label: t('dossiers.english') },
                ]}
                disabled={busy}
                aria-label={t('dossiers.language')}
              />
            </Stack>
            <Stack gap={6}>
              <Checkbox
                label={t('dossiers.anonymise')}
                checked={anonymise}
                onChange={(e) => {
                  setAnonymise(e.currentTarget.checked);
                  setResult(null);
                }}
              />
              <Checkbox
                label={t('dossiers.maskEmployers')}
                checked={maskEmployers}
                disabled={!anonymise}
                onChange={(e) => {
                  setMaskEmployers(e.currentTarget.checked);
                  setResult(null);
                }}
              />
            </Stack>
          </Group>
          {anonymise ? <MaskedList items={masked} /> : null}
          {data.edited ? (
            <Text size="xs" c="dimmed">
              {t('dossiers.editedNote')}
            </Text>
          ) : null}

          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('dossiers.field.title')} {...textProps(form, 'title', edit)} />
            <TextInput
              label={t('dossiers.field.experienceYears')}
              {...textProps(form, 'experienceYears', edit)}
            />
          </SimpleGrid>
          <Textarea
            label={t('dossiers.field.summary')}
            {...textProps(form, 'summary', edit)}
            autosize
            minRows={3}
          />

          <DossierSkillGroupsFields form={form} edit={edit} />
          <DossierExperiencesFields form={form} edit={edit} />
          <Textarea
            label={t('dossiers.field.education')}
            {...textProps(form, 'education', edit)}
            autosize
            minRows={1}
          />
          <TextInput
            label={t('dossiers.field.languages')}
            {...textProps(form, 'languagesText', edit)}
          />

          {error ? (
            <Alert color="red" role="alert">
              <Stack gap={6}>
                <Text size="sm">{error.message}</Text>
                {error.stale ? (
                  <Group>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => {
                        setError(null);
                        void draft.refetch();
                      }}
                    >
                      {t('dossiers.reload')}
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            </Alert>
          ) : null}

          {result ? (
            <Paper withBorder p="sm" radius="md" data-testid="dossier-result">
              <Group justify="space-between" wrap="wrap">
                <Stack gap={2}>
                  <Text fw={600} size="sm">
                    {t('dossiers.generated')}
                  </Text>
                  <Text size="sm">{result.filename}</Text>
                  <Text size="xs" c="dimmed">
                    {t('dossiers.attachHint')}
                  </Text>
                </Stack>
                <Button
                  leftSection={<IconDownload size={16} />}
                  onClick={() =>
                    void downloadDossier(candidateId, result.fileId, result.filename).catch(fail)
                  }
                >
                  {t('dossiers.download')}
                </Button>
              </Group>
            </Paper>
          ) : null}

          <Group justify="space-between" wrap="wrap">
            <Button
              variant="subtle"
              leftSection={<IconRestore size={16} />}
              disabled={!data.edited || busy}
              onClick={() => reset.mutate({ needId, language: data.language }, { onError: fail })}
            >
              {t('dossiers.reset')}
            </Button>
            <Group gap="xs">
              <Button
                variant="default"
                disabled={!dirty || busy}
                loading={save.isPending}
                onClick={() => void saveEdits()}
              >
                {t('dossiers.save')}
              </Button>
              <Button
                leftSection={<IconFileTypeDocx size={16} />}
                loading={generate.isPending}
                disabled={busy}
                onClick={() => void run('docx')}
              >
                {t('dossiers.generateDocx')}
              </Button>
              {capabilities.data?.pdf ? (
                <Button
                  variant="light"
                  leftSection={<IconFileTypePdf size={16} />}
                  disabled={busy}
                  onClick={() => void run('pdf')}
                >
                  {t('dossiers.generatePdf')}
                </Button>
              ) : null}
            </Group>
          </Group>
          <DossierFiles candidateId={candidateId} onError={fail} />
          {role && can.manageDossierTemplate(role) ? (
            <Paper withBorder p="xs" radius="md">
              <Button
                variant="subtle"
                size="compact-sm"
                aria-expanded={showTemplate}
                onClick={() => setShowTemplate((v) => !v)}
              >
                {t('dossiers.template.title')}
              </Button>
              {showTemplate ? <DossierTemplatePanel /> : null}
            </Paper>
          ) : null}
        </Stack>
      )}
    </AppModal>
  );
}
