import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useLiveJob } from '../../../shared/live/index.ts';
import type { TDocumentTarget } from '../api/document-target.ts';
import { UPLOAD_MESSAGES } from '../utils/document-messages.ts';

const TOAST_MS = 5000;
/** Spec 000 §9: without a completion message, the record's status is read after 30 s. */
export const ANALYSIS_FALLBACK_MS = 30_000;

const getTargetId = (target: TDocumentTarget) =>
  target.kind === 'jd' ? target.needId : target.candidateId;
const isAnalysisEnd = (type: string) =>
  type.endsWith('_analysis_complete') || type.endsWith('_analysis_error');

/**
 * 'Upload completed – analysis pending...' stays, with a spinner, while the analysis runs and
 * closes when it ends: on the job's complete or error message, or when the record (refreshed by
 * polling or live updates) is no longer PENDING. An upload that starts no analysis just says so.
 */
export function useAnalysisPendingToast(
  target: TDocumentTarget,
  status: string | null | undefined,
) {
  const [pending, setPending] = useState<{ jobId: string; toastId: string } | null>(null);
  const sawPending = useRef(false);

  const finish = () => {
    if (pending) notifications.hide(pending.toastId);
    setPending(null);
  };
  const settle = useEffectEvent(finish);

  useLiveJob(pending?.jobId ?? null, (event) => {
    if (isAnalysisEnd(event.type)) finish();
  });

  useEffect(() => {
    if (!pending) return;
    if (status === 'PENDING') sawPending.current = true;
    else if (sawPending.current) settle();
  }, [pending, status]);

  // The completion may have come before the subscription: the record's status then decides.
  const checkStatus = useEffectEvent(() => {
    if (status !== 'PENDING') settle();
  });
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(checkStatus, ANALYSIS_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  // Leaving the page leaves no spinner behind.
  useEffect(() => {
    if (!pending) return;
    return () => {
      notifications.hide(pending.toastId);
    };
  }, [pending]);

  const start = (jobId: string | null) => {
    if (!jobId) {
      notifications.show({
        color: 'green',
        message: UPLOAD_MESSAGES.completed,
        autoClose: TOAST_MS,
      });
      return;
    }
    sawPending.current = false;
    const toastId = `analysis-pending-${target.kind}-${getTargetId(target)}-${jobId}`;
    notifications.show({
      id: toastId,
      color: 'blue',
      loading: true,
      autoClose: false,
      message: UPLOAD_MESSAGES.completed,
    });
    setPending({ jobId, toastId });
  };

  return { start };
}
