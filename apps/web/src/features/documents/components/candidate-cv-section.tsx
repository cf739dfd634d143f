import { useState } from 'react';
import { Stack } from '@mantine/core';
import { can, getCvDownloadName, hasCv } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { useSession } from '../../../shared/session/index.ts';
import { CvStatusTag } from '../../../shared/ui/cv-status-tag.tsx';
import { downloadDocument } from '../api/download-document.ts';
import { fetchDocumentFile } from '../api/document-target.ts';
import { ANALYSIS_MESSAGES, MAX_CARD_CV_MB } from '../utils/document-messages.ts';
import { FileUploader } from './file-uploader.tsx';
import { useAnalysisPendingToast } from '../hooks/use-analysis-pending-toast.ts';
import { ReanalysisReviewModal } from './reanalysis-review-modal.tsx';

export type TCandidateCvSectionProps = {
  candidate: {
    id: string;
    name: string;
    cvUrl: string | null;
    cvFileName?: string | null | undefined;
    cvAnalysisStatus?: string | null | undefined;
  };
  onChanged?: () => void;
};

/** The candidate card's CV management (spec 001 §2): tag or warning, upload (10MB), download, delete. */
export function CandidateCvSection({ candidate, onChanged }: TCandidateCvSectionProps) {
  const t = useT();
  const { role } = useSession();
  const hasFile = hasCv(candidate.cvUrl);
  const target = { kind: 'cv' as const, candidateId: candidate.id };
  const mayDownload = Boolean(role && can.downloadCv(role));
  // A chosen CV is reviewed against the candidate before anything is saved.
  const [reviewedFile, setReviewedFile] = useState<File | null>(null);
  // The same 'analysis pending' toast as a direct upload: it stays until the analysis ends.
  const pendingToast = useAnalysisPendingToast(target, candidate.cvAnalysisStatus);
  return (
    // Clicks inside the review dialog (a portal) must not reach the card around the section.
    <Stack gap={6} data-testid="cv-section" onClick={(e) => e.stopPropagation()}>
      <CvStatusTag
        hasCv={hasFile}
        availableLabel={t('documents.cv.available')}
        missingLabel={t('documents.cv.missing')}
      />
      <FileUploader
        target={target}
        hasFile={hasFile}
        maxMb={MAX_CARD_CV_MB}
        canModify={Boolean(role && can.mutateCandidates(role))}
        onDownload={
          mayDownload
            ? () =>
                downloadDocument(fetchDocumentFile(target), {
                  filename: getCvDownloadName(candidate.name, candidate.cvFileName),
                  fallbackName: 'CV_candidate.pdf',
                })
            : undefined
        }
        onFileChosen={setReviewedFile}
        onDeleted={onChanged}
        messages={{ downloadFailed: ANALYSIS_MESSAGES.cvDownloadFailed }}
        analysisStatus={candidate.cvAnalysisStatus}
        size="compact-xs"
      />
      <ReanalysisReviewModal
        kind="cv"
        recordId={candidate.id}
        file={reviewedFile}
        onClose={() => setReviewedFile(null)}
        onDone={(reply) => {
          setReviewedFile(null);
          pendingToast.start(reply?.entity_id ?? reply?.job_id ?? null);
          onChanged?.();
        }}
      />
    </Stack>
  );
}
