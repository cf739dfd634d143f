import { can } from '@staffing/domain';
import { useSession } from '../../../shared/session/index.ts';
import type { TCompletedUpload } from '../api/upload-document.ts';
import { MAX_CARD_CV_MB } from '../utils/document-messages.ts';
import { FileUploader } from './file-uploader.tsx';

/**
 * 'Upload CV' for a candidate without one (candidates page card and candidate detail): the same
 * uploader as the CV section, nothing for a role that may not change candidates.
 */
export function CandidateCvUpload({
  candidate,
  onUploaded,
}: {
  candidate: { id: string };
  onUploaded?: ((reply: TCompletedUpload) => void) | undefined;
}) {
  const { role } = useSession();
  if (!role || !can.mutateCandidates(role)) return null;
  return (
    <FileUploader
      target={{ kind: 'cv', candidateId: candidate.id }}
      hasFile={false}
      maxMb={MAX_CARD_CV_MB}
      canModify
      onUploaded={onUploaded}
      size="compact-xs"
    />
  );
}
