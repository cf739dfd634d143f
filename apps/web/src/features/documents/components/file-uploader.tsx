import { useRef, useState } from 'react';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconRefresh, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { deleteDocument } from '../api/delete-document.ts';
import type { TDocumentTarget } from '../api/document-target.ts';
import type { TCompletedUpload } from '../api/upload-document.ts';
import type { TUploadTransport } from '../api/upload-strategies.ts';
import { useAnalysisPendingToast } from '../hooks/use-analysis-pending-toast.ts';
import { useDocumentUpload } from '../hooks/use-document-upload.ts';
import { checkDocumentFile } from '../utils/check-document-file.ts';
import { ACCEPT_ATTRIBUTE, MAX_ANALYSIS_MB, UPLOAD_MESSAGES } from '../utils/document-messages.ts';
import { AppModal } from '../../../shared/ui/app-modal.tsx';

const TOAST_MS = 5000;

export type TFileUploaderMessages = {
  deleted?: string;
  downloadFailed?: (message: string) => string;
};

export type TFileUploaderProps = {
  target: TDocumentTarget;
  /**
   * What the files are called ('CV', 'Job Description'). The buttons now name the file from
   * `target.kind`, in the interface's language; kept so existing callers still type-check.
   */
  label?: string;
  hasFile: boolean;
  maxMb?: number;
  /** Upload, Replace and Delete; a Recruiter gets none of them. */
  canModify: boolean;
  /** Saves the file; absent hides Download (Recruiters and CVs). */
  onDownload?: (() => Promise<unknown>) | undefined;
  onUploaded?: ((reply: TCompletedUpload) => void) | undefined;
  /**
   * Given, a chosen file is handed over instead of uploaded: the caller reviews it first and
   * uploads it once the person confirms (a re-analysis, docs/decisions/0012-reviewed-imports.md).
   */
  onFileChosen?: ((file: File) => void) | undefined;
  onDeleted?: (() => void) | undefined;
  messages?: TFileUploaderMessages;
  /** The record's analysis status (PENDING, READY, ERROR), so the pending toast ends with it. */
  analysisStatus?: string | null | undefined;
  transport?: TUploadTransport;
  size?: 'compact-xs' | 'compact-sm' | 'xs' | 'sm';
};

// ApiError's message is the server's detail; an UploadError's is the spec's text.
const errorText = (error: unknown) =>
  getErrorMessage(
    error,
    error instanceof Error ? error.message : translate('documents.upload.errorFallback'),
  );

/**
 * The file uploader widget (spec 001 §2): Upload, or Download, Replace and Delete once a file
 * exists; 'Uploading... N%' with Cancel while the file travels.
 */
export function FileUploader({
  target,
  hasFile,
  maxMb = MAX_ANALYSIS_MB,
  canModify,
  onDownload,
  onUploaded,
  onFileChosen,
  onDeleted,
  messages = {},
  analysisStatus,
  transport,
  size = 'xs',
}: TFileUploaderProps) {
  const t = useT();
  const kind = target.kind;
  const input = useRef<HTMLInputElement>(null);
  const { isUploading, progress, upload, cancel } = useDocumentUpload(target, transport);
  const [isDownloading, setDownloading] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const busy = isUploading || isDownloading || isDeleting;
  const analysis = useAnalysisPendingToast(target, analysisStatus);

  const start = async (file: File | undefined) => {
    const problem = checkDocumentFile(file, maxMb);
    if (problem || !file) {
      notifications.show({
        color: 'red',
        message: UPLOAD_MESSAGES.uploadFailed(problem ?? UPLOAD_MESSAGES.noFile),
        autoClose: TOAST_MS,
      });
      return;
    }
    if (onFileChosen) return onFileChosen(file);
    notifications.show({ color: 'blue', message: UPLOAD_MESSAGES.started, autoClose: TOAST_MS });
    try {
      const reply = await upload(file);
      analysis.start(reply.entity_id ?? reply.job_id ?? null);
      onUploaded?.(reply);
    } catch (error) {
      const message = errorText(error);
      notifications.show({
        color: message === UPLOAD_MESSAGES.cancelled ? 'yellow' : 'red',
        message:
          message === UPLOAD_MESSAGES.cancelled ? message : UPLOAD_MESSAGES.uploadFailed(message),
        autoClose: TOAST_MS,
      });
    }
  };

  const download = async () => {
    if (!onDownload) return;
    setDownloading(true);
    try {
      await onDownload();
    } catch (error) {
      const message = errorText(error);
      notifications.show({
        color: 'red',
        message: (messages.downloadFailed ?? UPLOAD_MESSAGES.downloadFailed)(message),
        autoClose: TOAST_MS,
      });
    } finally {
      setDownloading(false);
    }
  };

  const remove = async () => {
    setConfirming(false);
    setDeleting(true);
    try {
      await deleteDocument(target);
      notifications.show({
        color: 'green',
        message: messages.deleted ?? UPLOAD_MESSAGES.deleted,
        autoClose: TOAST_MS,
      });
      onDeleted?.();
    } catch (error) {
      notifications.show({
        color: 'red',
        message: UPLOAD_MESSAGES.deleteFailed(errorText(error)),
        autoClose: TOAST_MS,
      });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Stack gap={6} onClick={(e) => e.stopPropagation()}>
      <input
        ref={input}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        hidden
        data-testid={`${target.kind}-file-input`}
        aria-label={t('documents.uploader.fileAria', { kind })}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          void start(file);
        }}
      />
      {isUploading ? (
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="xs" aria-live="polite">
              {UPLOAD_MESSAGES.progress(progress)}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              leftSection={<IconX size={12} />}
              onClick={cancel}
            >
              {t('documents.uploader.cancel')}
            </Button>
          </Group>
          <Progress value={progress} size="sm" aria-label={t('documents.uploader.progress')} />
        </Stack>
      ) : (
        <Group gap={6}>
          {hasFile && onDownload ? (
            <Button
              size={size}
              variant="light"
              leftSection={<IconDownload size={14} />}
              loading={isDownloading}
              disabled={busy}
              onClick={() => void download()}
            >
              {t('documents.uploader.download', { kind })}
            </Button>
          ) : null}
          {canModify ? (
            <Button
              size={size}
              variant={hasFile ? 'default' : 'light'}
              leftSection={hasFile ? <IconRefresh size={14} /> : <IconUpload size={14} />}
              disabled={busy}
              onClick={() => input.current?.click()}
            >
              {hasFile
                ? t('documents.uploader.replace', { kind })
                : t('documents.uploader.upload', { kind })}
            </Button>
          ) : null}
          {hasFile && canModify ? (
            <Button
              size={size}
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              loading={isDeleting}
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              {t('documents.uploader.delete', { kind })}
            </Button>
          ) : null}
        </Group>
      )}
      <AppModal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title={t('documents.uploader.delete', { kind })}
        centered
        size="sm"
        zIndex={400}
      >
        <Text size="sm">{UPLOAD_MESSAGES.confirmDelete}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('documents.uploader.cancel')}
          </Button>
          <Button color="red" onClick={() => void remove()}>
            {t('documents.uploader.confirmDelete')}
          </Button>
        </Group>
      </AppModal>
    </Stack>
  );
}
