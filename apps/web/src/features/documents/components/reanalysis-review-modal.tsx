import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Radio,
  Stack,
  Text,
} from '@mantine/core';
import { ErrorCode, getKindMismatchMessage, UNREADABLE_DOCUMENT_MESSAGE } from '@staffing/domain';
import type { TDocumentKind, TDocumentPreview } from '@staffing/domain';
import { t, useT } from '../../../i18n/i18n.ts';
import { getErrorMessage, isApiError } from '../../../shared/api/index.ts';
import { SaveErrorBanner, type TSaveError } from '../../../shared/ui/save-error-banner.tsx';
import { previewDocument } from '../api/preview-documents.ts';
import { getReviewedRecord, patchReviewedRecord } from '../api/review-record.ts';
import { uploadDocument, type TCompletedUpload } from '../api/upload-document.ts';
import {
  buildDiffPatch,
  buildDiffRows,
  checkDiffPatch,
  formatReviewValue,
  getDefaultChoices,
  type TDiffChoice,
  type TDiffRow,
  type TReviewedRecord,
} from '../utils/review-fields.ts';
import { ProvenanceNote } from './review-field-input.tsx';
import { catalogueTexts } from '../../../shared/utils/catalogue-texts.ts';

/** The review's texts in the interface's language, read from the catalogues when used. */
export const REANALYSIS_TEXTS = catalogueTexts(
  {
    reading: 'documents.reanalysis.reading',
    current: 'documents.reanalysis.current',
    document: 'documents.reanalysis.document',
    emptyCurrent: 'documents.reanalysis.emptyCurrent',
    typedByHand: 'documents.reanalysis.typedByHand',
    confirm: 'documents.reanalysis.confirm',
    cancel: 'documents.reanalysis.cancel',
    saving: 'documents.reanalysis.saving',
    chooseAnother: 'documents.reanalysis.chooseAnother',
  },
  {
    title: catalogueTexts({
      jd: 'documents.reanalysis.titleJd',
      cv: 'documents.reanalysis.titleCv',
    }),
    intro: (kind: TDocumentKind) => t('documents.reanalysis.intro', { kind }),
    noDifferences: (kind: TDocumentKind) => t('documents.reanalysis.noDifferences', { kind }),
    attaching: (pct: number) => t('documents.reanalysis.attaching', { pct }),
    continueAnyway: catalogueTexts({
      jd: 'documents.import.continueAsJd',
      cv: 'documents.import.continueAsCv',
    }),
    stale: (kind: TDocumentKind) => t('documents.reanalysis.stale', { kind }),
    loadFailed: (m: string) => t('documents.reanalysis.loadFailed', { message: m }),
    saveFailed: (m: string) => t('documents.reanalysis.saveFailed', { message: m }),
  },
);

export type TReanalysisReviewModalProps = {
  kind: TDocumentKind;
  recordId: string;
  /** The document the person chose to upload; null keeps the dialog closed. */
  file: File | null;
  onClose: () => void;
  /** The record was updated as chosen and the document attached. */
  onDone: (upload: TCompletedUpload | null) => void;
};

type TLoaded = { preview: TDocumentPreview; record: TReviewedRecord };

/**
 * Re-analysis of an existing need or candidate (a JD or CV uploaded again): the same review as a
 * diff. Per field, the current value and the document's; values a person typed are kept unless
 * they choose the document's; one PATCH with the chosen changes and the version, then the file.
 */
export function ReanalysisReviewModal({
  kind,
  recordId,
  file,
  onClose,
  onDone,
}: TReanalysisReviewModalProps) {
  const tr = useT();
  const [loaded, setLoaded] = useState<TLoaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [isMismatchAccepted, setMismatchAccepted] = useState(false);
  const [choices, setChoices] = useState<Record<string, TDiffChoice>>({});
  const [saving, setSaving] = useState<string | null>(null);
  const [banner, setBanner] = useState<TSaveError | null>(null);
  const [isReloading, setReloading] = useState(false);

  useEffect(() => {
    if (!file) return;
    let isCurrent = true;
    setLoaded(null);
    setLoadError(null);
    setBanner(null);
    setMismatchAccepted(false);
    Promise.all([previewDocument(file, kind), getReviewedRecord(kind, recordId)])
      .then(([preview, record]) => {
        if (!isCurrent) return;
        setLoaded({ preview, record });
        setChoices(getDefaultChoices(buildDiffRows(preview, record)));
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        const message = getErrorMessage(
          error,
          error instanceof Error ? error.message : String(error),
        );
        setLoadError(REANALYSIS_TEXTS.loadFailed(message));
      });
    return () => {
      isCurrent = false;
    };
  }, [file, kind, recordId]);

  const rows: TDiffRow[] = loaded ? buildDiffRows(loaded.preview, loaded.record) : [];
  const isBusy = saving !== null;

  const reload = async () => {
    if (!loaded) return;
    setReloading(true);
    try {
      const record = await getReviewedRecord(kind, recordId);
      const next = buildDiffRows(loaded.preview, record);
      // The person's choices stay; fields new to the diff take their default.
      setChoices((kept) => ({ ...getDefaultChoices(next), ...kept }));
      setLoaded({ ...loaded, record });
      setBanner(null);
    } catch (error) {
      setBanner({
        message: REANALYSIS_TEXTS.loadFailed(getErrorMessage(error, '')),
        isStale: true,
      });
    } finally {
      setReloading(false);
    }
  };

  const confirm = async () => {
    if (!loaded || !file) return;
    setBanner(null);
    const patch = buildDiffPatch(kind, rows, choices, loaded.record.version);
    if (patch) {
      const problem = checkDiffPatch(kind, patch);
      if (problem) return setBanner({ message: problem, isStale: false });
      setSaving(REANALYSIS_TEXTS.saving);
      try {
        await patchReviewedRecord(kind, recordId, patch);
      } catch (error) {
        setSaving(null);
        if (isApiError(error) && (error.code === ErrorCode.STALE_UPDATE || error.status === 409))
          return setBanner({ message: REANALYSIS_TEXTS.stale(kind), isStale: true });
        return setBanner({
          message: REANALYSIS_TEXTS.saveFailed(
            getErrorMessage(error, t('documents.upload.errorFallback')),
          ),
          isStale: false,
        });
      }
    }
    setSaving(REANALYSIS_TEXTS.attaching(0));
    try {
      const target =
        kind === 'jd'
          ? ({ kind: 'jd', needId: recordId } as const)
          : ({ kind: 'cv', candidateId: recordId } as const);
      const upload = await uploadDocument({
        target,
        file,
        onProgress: (pct) => setSaving(REANALYSIS_TEXTS.attaching(pct)),
      });
      setSaving(null);
      onDone(upload);
    } catch (error) {
      setSaving(null);
      setBanner({
        message: REANALYSIS_TEXTS.saveFailed(
          getErrorMessage(error, t('documents.reanalysis.uploadFailed')),
        ),
        isStale: false,
      });
    }
  };

  const preview = loaded?.preview ?? null;
  const needsKindAnswer = Boolean(preview?.kindMismatch) && !isMismatchAccepted;

  return (
    <Modal
      closeButtonProps={{ 'aria-label': tr('common.actions.close') }}
      opened={file !== null}
      onClose={() => !isBusy && onClose()}
      title={REANALYSIS_TEXTS.title[kind]}
      size="xl"
      zIndex={350}
      closeOnClickOutside={!isBusy}
      closeOnEscape={!isBusy}
      withCloseButton={!isBusy}
    >
      <Stack gap="sm" data-testid="reanalysis-review">
        {!loaded && !loadError ? (
          <Stack gap={4} align="center" py="md" data-testid="analysis-progress">
            <Group gap="xs">
              <Loader size="sm" />
              <Text fw={500}>{REANALYSIS_TEXTS.reading}</Text>
            </Group>
          </Stack>
        ) : null}
        {loadError ? (
          <Alert color="red" role="alert">
            {loadError}
          </Alert>
        ) : null}
        {preview && !preview.readable ? (
          <Alert color="orange" role="alert" data-testid="document-unreadable">
            {preview.message ?? UNREADABLE_DOCUMENT_MESSAGE}
          </Alert>
        ) : null}
        {preview?.readable && needsKindAnswer ? (
          <Alert color="orange" role="alert" data-testid="document-kind-mismatch">
            <Stack gap="xs">
              <Text size="sm">
                {getKindMismatchMessage(kind, preview.detectedKind)}{' '}
                {tr('documents.reanalysis.mismatchQuestion')}
              </Text>
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => setMismatchAccepted(true)}>
                  {REANALYSIS_TEXTS.continueAnyway[kind]}
                </Button>
                <Button size="xs" variant="default" onClick={onClose}>
                  {REANALYSIS_TEXTS.chooseAnother}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        {preview?.readable && !needsKindAnswer ? (
          <>
            <Text size="sm">
              {rows.length > 0
                ? REANALYSIS_TEXTS.intro(kind)
                : REANALYSIS_TEXTS.noDifferences(kind)}
            </Text>
            {rows.map((row) => (
              <DiffRow
                key={row.spec.key}
                row={row}
                choice={choices[row.spec.key] ?? row.defaultChoice}
                disabled={isBusy}
                onChoose={(c) => setChoices((all) => ({ ...all, [row.spec.key]: c }))}
              />
            ))}
          </>
        ) : null}
        <SaveErrorBanner error={banner} onReload={() => void reload()} isReloading={isReloading} />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" aria-live="polite">
            {saving}
          </Text>
          <Group gap="xs" ml="auto">
            <Button variant="default" onClick={onClose} disabled={isBusy}>
              {REANALYSIS_TEXTS.cancel}
            </Button>
            <Button
              loading={isBusy}
              disabled={!preview?.readable || needsKindAnswer}
              onClick={() => void confirm()}
            >
              {REANALYSIS_TEXTS.confirm}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

function DiffRow({
  row,
  choice,
  disabled,
  onChoose,
}: {
  row: TDiffRow;
  choice: TDiffChoice;
  disabled: boolean;
  onChoose: (choice: TDiffChoice) => void;
}) {
  const current = formatReviewValue(row.current);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="reanalysis-row">
      <Radio.Group
        label={
          <Group gap={6} component="span">
            <span>{t(row.spec.labelKey)}</span>
            {row.isManual ? (
              <Badge size="xs" variant="light" color="grape">
                {REANALYSIS_TEXTS.typedByHand}
              </Badge>
            ) : null}
          </Group>
        }
        value={choice}
        onChange={(v) => onChoose(v as TDiffChoice)}
      >
        <Stack gap={6} mt={6}>
          <Radio
            value="current"
            disabled={disabled}
            label={t('documents.reanalysis.choice', {
              label: REANALYSIS_TEXTS.current,
              value: current || REANALYSIS_TEXTS.emptyCurrent,
            })}
            styles={{ label: { wordBreak: 'break-word' } }}
          />
          <Radio
            value="document"
            disabled={disabled}
            label={t('documents.reanalysis.choice', {
              label: REANALYSIS_TEXTS.document,
              value: formatReviewValue(row.document),
            })}
            description={
              <ProvenanceNote
                source={row.source}
                line={row.line}
                section={row.section}
                isUnknown={false}
              />
            }
            styles={{ label: { wordBreak: 'break-word' } }}
          />
        </Stack>
      </Radio.Group>
    </Paper>
  );
}
