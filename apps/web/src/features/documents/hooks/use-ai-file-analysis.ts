import { useEffect, useRef, useState } from 'react';
import type { TCandidate, TNeed } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import { useLiveJob, type LiveEvent } from '../../../shared/live/index.ts';
import { getAccessToken, refreshIfExpiringSoon } from '../../../shared/session/index.ts';
import { analyzeFiles, type TAnalysisFileType, type TAnalyzeResult } from '../api/analyze-files.ts';
import { checkDocumentFile } from '../utils/check-document-file.ts';
import { ANALYSIS_MESSAGES, MAX_ANALYSIS_MB } from '../utils/document-messages.ts';

/** Spec 000 §9: if no completion arrives within 30 s the record itself is read. */
export const ANALYSIS_FALLBACK_MS = 30_000;
/** After the first fallback check the record is read again at the polling default. */
export const ANALYSIS_RECHECK_MS = 15_000;
/**
 * An early read too: the offline analyzer may finish before the job subscription is in place,
 * and its completion event is then never seen.
 */
export const ANALYSIS_EARLY_CHECK_MS = 5_000;

export type TAnalysisPhase = 'idle' | 'uploading' | 'analyzing' | 'error';

/** What a finished analysis hands back: the need, or the candidate flagged when its e-mail is missing. */
export type TAnalysisOutcome =
  | { kind: 'jd'; needId: string; need: TNeed | null }
  | {
      kind: 'cv';
      candidateId: string;
      candidate: (TCandidate & { needsEmailEdit: boolean }) | null;
    };

type TOptions = {
  fileType: TAnalysisFileType;
  needId?: string | null;
  onComplete: (outcome: TAnalysisOutcome) => void;
  onBusyChange?: (busy: boolean) => void;
};

const READY = new Set(['READY', 'COMPLETED']);
const completeEvent = { jd: 'need_analysis_complete', cv: 'candidate_analysis_complete' } as const;
const errorEvent = { jd: 'need_analysis_error', cv: 'candidate_analysis_error' } as const;
const progressEvent = { jd: 'need_analysis_progress', cv: 'candidate_analysis_progress' } as const;

const flagCandidate = (candidate: TCandidate) => ({
  ...candidate,
  needsEmailEdit: !candidate.email?.trim(),
});

/**
 * Upload a document for AI analysis and follow its job (spec 000 §4 and 001 §4): uploading, then
 * analysing until the job's completion event, or the record read READY/ERROR by the fallback.
 */
export function useAiFileAnalysis({ fileType, needId, onComplete, onBusyChange }: TOptions) {
  const [phase, setPhase] = useState<TAnalysisPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<TAnalyzeResult | null>(null);
  const isDone = useRef(false);

  const busy = phase === 'uploading' || phase === 'analyzing';
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const fail = (message: string) => {
    isDone.current = true;
    setResult(null);
    setError(message);
    setPhase('error');
  };

  const finish = (outcome: TAnalysisOutcome) => {
    if (isDone.current) return;
    isDone.current = true;
    setResult(null);
    setPhase('idle');
    onComplete(outcome);
  };

  const finishFromPayload = (event: LiveEvent) => {
    const payload = (event.payload ?? {}) as {
      need?: TNeed;
      need_id?: string;
      candidate?: TCandidate;
      candidate_id?: string;
    };
    if (fileType === 'jd')
      finish({
        kind: 'jd',
        needId: payload.need_id ?? result?.need_id ?? '',
        need: payload.need ?? null,
      });
    else {
      const candidate = payload.candidate ?? null;
      finish({
        kind: 'cv',
        candidateId: payload.candidate_id ?? result?.candidate_id ?? '',
        candidate: candidate ? flagCandidate(candidate) : null,
      });
    }
  };

  useLiveJob(result?.entity_id ?? null, (event) => {
    if (isDone.current) return;
    if (event.type === progressEvent[fileType]) {
      const pct = (event.payload as { progress?: unknown } | null)?.progress;
      if (typeof pct === 'number') setProgress(pct);
    } else if (event.type === completeEvent[fileType]) finishFromPayload(event);
    else if (event.type === errorEvent[fileType]) {
      const text = event.error ?? (event.payload as { error?: unknown } | null)?.error;
      fail(typeof text === 'string' && text ? text : ANALYSIS_MESSAGES.socketFailed);
    }
  });

  // The fallback: read the record after 30 s, then every 15 s, in case the event never came.
  useEffect(() => {
    if (!result) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = async (next: number) => {
      if (isDone.current) return;
      try {
        if (fileType === 'jd' && result.need_id) {
          const need = await api.get<TNeed>(`/needs/${encodeURIComponent(result.need_id)}`);
          if (READY.has(need.jdAnalysisStatus ?? ''))
            return finish({ kind: 'jd', needId: need.id, need });
          if (need.jdAnalysisStatus === 'ERROR') return fail(ANALYSIS_MESSAGES.fallbackError);
        } else if (fileType === 'cv' && result.candidate_id) {
          const candidate = await api.get<TCandidate>(
            `/candidates/${encodeURIComponent(result.candidate_id)}`,
          );
          if (READY.has(candidate.cvAnalysisStatus ?? ''))
            return finish({
              kind: 'cv',
              candidateId: candidate.id,
              candidate: flagCandidate(candidate),
            });
          if (candidate.cvAnalysisStatus === 'ERROR') return fail(ANALYSIS_MESSAGES.fallbackError);
        }
      } catch (e) {
        console.warn('Analysis fallback check failed', e);
      }
      if (!isDone.current) timer = setTimeout(() => void check(ANALYSIS_RECHECK_MS), next);
    };
    timer = setTimeout(
      () => void check(ANALYSIS_FALLBACK_MS - ANALYSIS_EARLY_CHECK_MS),
      ANALYSIS_EARLY_CHECK_MS,
    );
    return () => clearTimeout(timer);
    // finish/fail only read refs and setters; the timer follows the job.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result, fileType]);

  const analyze = async (file: File | null) => {
    const problem = checkDocumentFile(file, MAX_ANALYSIS_MB);
    if (problem || !file) {
      setError(problem);
      setPhase('error');
      return;
    }
    try {
      await refreshIfExpiringSoon();
    } catch (e) {
      return fail(ANALYSIS_MESSAGES.authError(e instanceof Error ? e.message : String(e)));
    }
    if (!getAccessToken())
      return fail(ANALYSIS_MESSAGES.authError('No authentication token available. Please login.'));
    isDone.current = false;
    setError(null);
    setProgress(0);
    setPhase('uploading');
    let results: TAnalyzeResult[];
    try {
      results = await analyzeFiles(file, fileType, needId);
    } catch (e) {
      return fail(ANALYSIS_MESSAGES.failed(e instanceof Error ? e.message : String(e)));
    }
    const first = results[0];
    if (!first?.entity_id) return fail(ANALYSIS_MESSAGES.noResults);
    setResult(first);
    setPhase('analyzing');
  };

  const reset = () => {
    isDone.current = true;
    setResult(null);
    setError(null);
    setPhase('idle');
  };

  return { phase, error, progress, busy, analyze, reset };
}
