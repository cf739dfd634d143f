import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSparkles } from '@tabler/icons-react';
import {
  getKindMismatchMessage,
  UNREADABLE_DOCUMENT_MESSAGE,
  type TDocumentKind,
  type TDocumentPreview,
  type TNeed,
} from '@staffing/domain';
import { t, useT } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import {
  createCandidateFromReview,
  createNeedFromReview,
  type TReviewedCandidate,
} from '../api/create-from-review.ts';
import { previewDocument } from '../api/preview-documents.ts';
import { uploadDocument } from '../api/upload-document.ts';
import { checkDocumentFile } from '../utils/check-document-file.ts';
import { MAX_ANALYSIS_MB } from '../utils/document-messages.ts';
import type { TReviewValues } from '../utils/review-fields.ts';
import { DocumentReviewForm } from './document-review-form.tsx';
import { FileDropZone } from './file-drop-zone.tsx';
import { catalogueTexts } from '../../../shared/utils/catalogue-texts.ts';

/** The panel's texts in the interface's language, read from the catalogues when used. */
export const IMPORT_TEXTS = catalogueTexts(
  {
    analyze: 'documents.import.analyze',
    reading: 'documents.import.reading',
    readingNote: 'documents.import.readingNote',
    mismatchQuestion: 'documents.import.mismatchQuestion',
    chooseAnother: 'documents.import.chooseAnother',
    fillByHand: 'documents.import.fillByHand',
    creatingNeed: 'documents.import.creatingNeed',
    addingCandidate: 'documents.import.addingCandidate',
  },
  {
    failed: (m: string) => t('documents.import.failed', { message: m }),
    importAsOther: catalogueTexts({
      jd: 'documents.import.importAsNeed',
      cv: 'documents.import.importAsCandidate',
    }),
    continueAs: catalogueTexts({
      jd: 'documents.import.continueAsJd',
      cv: 'documents.import.continueAsCv',
    }),
    attaching: (pct: number) => t('documents.import.attaching', { pct }),
    createFailed: catalogueTexts({
      jd: 'documents.import.createNeedFailed',
      cv: 'documents.import.addCandidateFailed',
    }),
    needCreated: (title: string) => t('documents.import.needCreated', { title }),
    candidateAdded: (name: string) => t('documents.import.candidateAdded', { name }),
    attachFailed: (name: string, m: string) =>
      t('documents.import.attachFailed', { name, message: m }),
  },
);

type TState =
  | { step: 'pick' }
  | { step: 'reading' }
  | { step: 'failed'; message: string }
  | { step: 'unreadable'; preview: TDocumentPreview }
  | { step: 'mismatch'; preview: TDocumentPreview }
  | { step: 'review'; preview: TDocumentPreview };

export type TDocumentImportPanelProps = {
  /** What the dialog expects: a job description (Create Need) or a CV (Add Candidate). */
  kind: TDocumentKind;
  /** Add Candidate on a need: the new candidate is linked to it. */
  needId?: string | null;
  onBusyChange?: (busy: boolean) => void;
  /** Called once a need exists; given, a CV dropped in the candidate dialog may become a need. */
  onNeedCreated?: (need: TNeed) => void;
  /** Called once a candidate exists; given, a job description dropped as a CV may become one. */
  onCandidateCreated?: (candidate: TReviewedCandidate) => void;
  /** Switches the dialog to Manual Entry (offered when the file cannot be read). */
  onManualEntry?: () => void;
  onCancel?: () => void;
};

/**
 * The AI Analysis tab of Create Need and Add Candidate: a document is read without writing
 * anything, then reviewed, and the record is created through the ordinary route only on
 * Confirm (docs/decisions/0012-reviewed-imports.md). A file of the other kind, or one whose text
 * cannot be read, is said so and the person chooses what to do.
 */
export function DocumentImportPanel({
  kind,
  needId = null,
  onBusyChange,
  onNeedCreated,
  onCandidateCreated,
  onManualEntry,
  onCancel,
}: TDocumentImportPanelProps) {
  // Renders again when the language changes (IMPORT_TEXTS reads the catalogues when used).
  const tr = useT();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [state, setState] = useState<TState>({ step: 'pick' });
  const [saving, setSaving] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const busy = state.step === 'reading' || saving !== null;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const handlerFor = (k: TDocumentKind) => (k === 'jd' ? onNeedCreated : onCandidateCreated);

  const choose = (next: File | null) => {
    setFile(next);
    setFileError(next ? checkDocumentFile(next, MAX_ANALYSIS_MB) : null);
    setState({ step: 'pick' });
  };

  const read = async (asKind: TDocumentKind) => {
    if (!file) return;
    setSaveError(null);
    setState({ step: 'reading' });
    try {
      const preview = await previewDocument(file, asKind);
      if (!preview.readable) setState({ step: 'unreadable', preview });
      else if (preview.kindMismatch) setState({ step: 'mismatch', preview });
      else setState({ step: 'review', preview });
    } catch (error) {
      const message = getErrorMessage(
        error,
        error instanceof Error ? error.message : String(error),
      );
      setState({ step: 'failed', message: IMPORT_TEXTS.failed(message) });
    }
  };

  const attach = async (target: Parameters<typeof uploadDocument>[0]['target'], what: string) => {
    if (!file) return;
    setSaving(IMPORT_TEXTS.attaching(0));
    try {
      await uploadDocument({
        target,
        file,
        onProgress: (pct) => setSaving(IMPORT_TEXTS.attaching(pct)),
      });
    } catch (error) {
      const message = getErrorMessage(
        error,
        error instanceof Error ? error.message : String(error),
      );
      notifications.show({ color: 'orange', message: IMPORT_TEXTS.attachFailed(what, message) });
    }
  };

  const confirm = async (preview: TDocumentPreview, values: TReviewValues) => {
    const asKind = preview.expectedKind;
    setSaveError(null);
    setSaving(asKind === 'jd' ? IMPORT_TEXTS.creatingNeed : IMPORT_TEXTS.addingCandidate);
    try {
      if (asKind === 'jd') {
        const need = await createNeedFromReview(values, preview);
        await attach({ kind: 'jd', needId: need.id }, need.title);
        notifications.show({ color: 'green', message: IMPORT_TEXTS.needCreated(need.title) });
        setSaving(null);
        onNeedCreated?.(need);
      } else {
        const linkTo = kind === 'cv' ? needId : null;
        const candidate = await createCandidateFromReview(values, linkTo);
        await attach({ kind: 'cv', candidateId: candidate.id }, candidate.name);
        notifications.show({
          color: 'green',
          message: IMPORT_TEXTS.candidateAdded(candidate.name),
        });
        setSaving(null);
        onCandidateCreated?.(candidate);
      }
    } catch (error) {
      setSaving(null);
      const fallback = IMPORT_TEXTS.createFailed[asKind];
      setSaveError(
        t('documents.import.saveFailed', { fallback, message: getErrorMessage(error, fallback) }),
      );
    }
  };

  const chooseAnother = () => choose(null);

  if (state.step === 'review')
    return (
      <DocumentReviewForm
        key={`${state.preview.filename}-${state.preview.expectedKind}`}
        preview={state.preview}
        onConfirm={(values) => void confirm(state.preview, values)}
        onBack={() => setState({ step: 'pick' })}
        isSaving={saving !== null}
        savingLabel={saving}
        error={saveError}
      />
    );

  const other: TDocumentKind = kind === 'jd' ? 'cv' : 'jd';
  const shownError = fileError ?? (state.step === 'failed' ? state.message : null);

  return (
    <Stack gap="md">
      <FileDropZone file={file} onFile={choose} disabled={busy} kind={kind} />
      {shownError ? (
        <Alert color="red" role="alert">
          {shownError}
        </Alert>
      ) : null}
      {state.step === 'reading' ? (
        <Stack gap={4} align="center" py="sm" data-testid="analysis-progress">
          <Group gap="xs">
            <Loader size="sm" />
            <Text fw={500}>{IMPORT_TEXTS.reading}</Text>
          </Group>
          <Text size="sm" c="dimmed" ta="center">
            {IMPORT_TEXTS.readingNote}
          </Text>
        </Stack>
      ) : null}
      {state.step === 'unreadable' ? (
        <ImportProblemAlert
          testId="document-unreadable"
          message={state.preview.message ?? UNREADABLE_DOCUMENT_MESSAGE}
          onChooseAnother={chooseAnother}
        >
          {onManualEntry ? (
            <Button size="xs" variant="light" onClick={onManualEntry}>
              {IMPORT_TEXTS.fillByHand}
            </Button>
          ) : null}
        </ImportProblemAlert>
      ) : null}
      {state.step === 'mismatch' ? (
        <ImportProblemAlert
          testId="document-kind-mismatch"
          message={
            <>
              {getKindMismatchMessage(state.preview.expectedKind, state.preview.detectedKind)}{' '}
              {IMPORT_TEXTS.mismatchQuestion}
            </>
          }
          onChooseAnother={chooseAnother}
        >
          {handlerFor(other) ? (
            <Button size="xs" variant="light" onClick={() => void read(other)}>
              {IMPORT_TEXTS.importAsOther[other]}
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="default"
            onClick={() => setState({ step: 'review', preview: state.preview })}
          >
            {IMPORT_TEXTS.continueAs[kind]}
          </Button>
        </ImportProblemAlert>
      ) : null}
      <Group justify="flex-end">
        {onCancel ? (
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {tr('documents.import.cancel')}
          </Button>
        ) : null}
        <Button
          leftSection={<IconSparkles size={16} />}
          loading={state.step === 'reading'}
          disabled={!file || Boolean(fileError) || state.step === 'unreadable'}
          onClick={() => void read(kind)}
        >
          {IMPORT_TEXTS.analyze}
        </Button>
      </Group>
    </Stack>
  );
}

/** A file the import cannot go on with: what is wrong, the ways on, and always another file. */
function ImportProblemAlert({
  testId,
  message,
  onChooseAnother,
  children,
}: {
  testId: string;
  message: ReactNode;
  onChooseAnother: () => void;
  children: ReactNode;
}) {
  return (
    <Alert color="orange" role="alert" data-testid={testId}>
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        <Group gap="xs">
          {children}
          <Button size="xs" variant="default" onClick={onChooseAnother}>
            {IMPORT_TEXTS.chooseAnother}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
