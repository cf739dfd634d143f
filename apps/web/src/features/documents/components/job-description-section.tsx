import { useEffect, useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileAnalytics, IconFileText } from '@tabler/icons-react';
import { can, getJdAnalysisBadge, type TNeed } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { useLiveJob } from '../../../shared/live/index.ts';
import { useSession } from '../../../shared/session/index.ts';
import { downloadDocument } from '../api/download-document.ts';
import { apiClient } from '../../../shared/api/index.ts';
import { fetchDocumentFile } from '../api/document-target.ts';
import { ANALYSIS_MESSAGES } from '../utils/document-messages.ts';
import { FileUploader } from './file-uploader.tsx';
import { useAnalysisPendingToast } from '../hooks/use-analysis-pending-toast.ts';
import { ReanalysisReviewModal } from './reanalysis-review-modal.tsx';

/** Polling default of spec 000 §9, kept up while the analysis is PENDING. */
export const JD_POLL_MS = 15_000;

const STATUS_COLOR: Record<string, string> = {
  PENDING: 'yellow',
  READY: 'green',
  COMPLETED: 'green',
  ERROR: 'red',
};

export type TJobDescriptionSectionProps = {
  need: Pick<
    TNeed,
    | 'id'
    | 'title'
    | 'jdS3Url'
    | 'jobDescriptionFile'
    | 'jdAnalysisStatus'
    | 'jdAnalysis'
    | 'jdAnalysisS3Url'
  >;
  /** Reloads the need (after an upload or delete, and every 15 s while the analysis is pending). */
  onRefresh?: () => void;
};

/** Need detail's 'job description and analysis' section (spec 000 §2, §4 Job-description analysis). */
export function JobDescriptionSection({ need, onRefresh }: TJobDescriptionSectionProps) {
  const t = useT();
  const { role } = useSession();
  const [jobId, setJobId] = useState<string | null>(null);
  const [isSavingAnalysis, setSavingAnalysis] = useState(false);
  const target = { kind: 'jd' as const, needId: need.id };
  // A chosen job description is reviewed against the need before anything is saved.
  const [reviewedFile, setReviewedFile] = useState<File | null>(null);
  // The same 'analysis pending' toast as a direct upload: it stays until the analysis ends.
  const pendingToast = useAnalysisPendingToast(target, need.jdAnalysisStatus);
  const isPending = need.jdAnalysisStatus === 'PENDING';
  // Only the statuses the domain knows get a badge.
  const badge = getJdAnalysisBadge(need.jdAnalysisStatus)
    ? labelOf(t, 'jdAnalysis', need.jdAnalysisStatus)
    : null;

  useEffect(() => {
    if (!isPending || !onRefresh) return;
    const timer = setInterval(onRefresh, JD_POLL_MS);
    return () => clearInterval(timer);
  }, [isPending, onRefresh]);

  useLiveJob(jobId, (event) => {
    if (event.type === 'need_analysis_complete') {
      setJobId(null);
      notifications.show({ color: 'green', message: ANALYSIS_MESSAGES.jdSuccess, autoClose: 5000 });
      onRefresh?.();
    } else if (event.type === 'need_analysis_error') {
      setJobId(null);
      notifications.show({
        color: 'red',
        message: ANALYSIS_MESSAGES.failed(event.error ?? ANALYSIS_MESSAGES.socketFailed),
        autoClose: 5000,
      });
      onRefresh?.();
    }
  });

  const downloadAnalysis = async () => {
    setSavingAnalysis(true);
    try {
      const file = apiClient.GET_RESPONSE('/api/v1/needs/{id}/jd-analysis/file', {
        params: { path: { id: need.id } },
      });
      await downloadDocument(file, { fallbackName: 'jd_analysis.json' });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: ANALYSIS_MESSAGES.jdAnalysisDownloadFailed(
          error instanceof Error ? error.message : String(error),
        ),
        autoClose: 5000,
      });
    } finally {
      setSavingAnalysis(false);
    }
  };

  const hasFile = Boolean(need.jdS3Url);
  return (
    <Stack gap="sm" data-testid="jd-section">
      <Group justify="space-between" gap="xs">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <IconFileText size={16} aria-hidden />
          <Text size="sm" truncate c={hasFile ? undefined : 'dimmed'}>
            {hasFile
              ? (need.jobDescriptionFile ?? t('documents.jd.defaultName'))
              : t('documents.jd.none')}
          </Text>
        </Group>
        {badge ? (
          <Badge
            color={STATUS_COLOR[need.jdAnalysisStatus ?? ''] ?? 'gray'}
            variant="light"
            data-testid="jd-analysis-badge"
          >
            {badge}
          </Badge>
        ) : null}
      </Group>
      <Group gap={6} align="flex-start">
        <FileUploader
          target={target}
          hasFile={hasFile}
          canModify={Boolean(role && can.mutateNeeds(role))}
          onDownload={() =>
            downloadDocument(fetchDocumentFile(target), {
              filename: need.jobDescriptionFile,
              fallbackName: 'job_description.pdf',
            })
          }
          onFileChosen={setReviewedFile}
          onDeleted={onRefresh}
          analysisStatus={need.jdAnalysisStatus}
          messages={{
            deleted: ANALYSIS_MESSAGES.jdDeleted,
            downloadFailed: ANALYSIS_MESSAGES.jdDownloadFailed,
          }}
        />
        {need.jdAnalysis && role && can.downloadCv(role) ? (
          <Button
            size="xs"
            variant="light"
            color="violet"
            leftSection={<IconFileAnalytics size={14} />}
            loading={isSavingAnalysis}
            onClick={() => void downloadAnalysis()}
          >
            {t('documents.jd.downloadAnalysis')}
          </Button>
        ) : null}
      </Group>
      <ReanalysisReviewModal
        kind="jd"
        recordId={need.id}
        file={reviewedFile}
        onClose={() => setReviewedFile(null)}
        onDone={(reply) => {
          setReviewedFile(null);
          pendingToast.start(reply?.entity_id ?? reply?.job_id ?? null);
          setJobId(reply?.entity_id ?? reply?.job_id ?? null);
          onRefresh?.();
        }}
      />
    </Stack>
  );
}
