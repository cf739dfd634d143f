import { useEffect, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { t } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { useLiveJob } from '../../../shared/live/index.ts';
import { getGeneratedMail, startMailGeneration, type TMailKind } from '../api/generate-mail.ts';
import { catalogueTexts } from '../../../shared/utils/catalogue-texts.ts';

/** Spec 001 §9: email polling 5 s, fallback 120 s, 500 ms before submitting (the socket connects). */
export const MAIL_POLL_MS = 5_000;
export const MAIL_FALLBACK_MS = 120_000;
export const MAIL_CONNECT_DELAY_MS = 500;

/** The mail texts in the interface's language, read from the catalogues when used. */
export const MAIL_MESSAGES = catalogueTexts({
  success: 'documents.mail.success',
  failedTitle: 'documents.mail.failedTitle',
  failedText: 'documents.mail.failedText',
  cvFailed: 'documents.mail.cvFailed',
  needFailed: 'documents.mail.needFailed',
});

export type TMailStatus = 'idle' | 'generating' | 'completed' | 'error';

const EVENTS = {
  cv: {
    progress: 'mail_generation_progress',
    complete: 'mail_generation_complete',
    error: 'mail_generation_error',
  },
  need: {
    progress: 'need_description_mail_progress',
    complete: 'need_description_mail_complete',
    error: 'need_description_mail_error',
  },
} as const;

/** One mail generation (CV or need description): idle → generating → completed | error. */
export function useMailGeneration(kind: TMailKind) {
  const [status, setStatus] = useState<TMailStatus>('idle');
  const [jobId, setJobId] = useState<string | null>(null);
  const [content, setContent] = useState('');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const lastBody = useRef<Record<string, unknown> | null>(null);
  const run = useRef(0);
  // The job being waited for; a late reply of an earlier job is dropped.
  const jobIdRef = useRef<string | null>(null);
  useEffect(() => {
    jobIdRef.current = status === 'generating' ? jobId : null;
  }, [status, jobId]);

  const complete = (text: string) => {
    setContent(text);
    setStatus('completed');
    setProgress(100);
    notifications.show({ color: 'green', message: MAIL_MESSAGES.success, autoClose: 5000 });
  };
  const fail = (message: string) => {
    setError(message);
    setStatus('error');
  };

  /** Reads the job; `isFinal` (the 120 s fallback) turns "not ready yet" into an error. */
  const check = async (id: string, isFinal: boolean) => {
    try {
      const reply = await getGeneratedMail(kind, id);
      if (jobIdRef.current !== id) return;
      if (reply.email_content) return complete(reply.email_content);
      if (reply.status === 'error' || reply.status === 'cancelled')
        return fail(
          reply.error ?? (kind === 'cv' ? MAIL_MESSAGES.cvFailed : MAIL_MESSAGES.needFailed),
        );
      if (typeof reply.progress === 'number') setProgress(reply.progress);
      if (isFinal) fail(kind === 'cv' ? MAIL_MESSAGES.cvFailed : MAIL_MESSAGES.needFailed);
    } catch (e) {
      if (isFinal && jobIdRef.current === id)
        fail(
          getErrorMessage(
            e,
            kind === 'cv' ? t('documents.mail.cvFetchFailed') : t('documents.mail.needFetchFailed'),
          ),
        );
    }
  };

  useLiveJob(status === 'generating' ? jobId : null, (event) => {
    const names = EVENTS[kind];
    const payload = (event.payload ?? {}) as {
      progress?: unknown;
      email_content?: unknown;
      error?: unknown;
    };
    if (event.type === names.progress && typeof payload.progress === 'number')
      setProgress(payload.progress);
    else if (event.type === names.complete) {
      if (typeof payload.email_content === 'string' && payload.email_content)
        complete(payload.email_content);
      else if (jobId) void check(jobId, false);
    } else if (event.type === names.error)
      fail(
        event.error ??
          (typeof payload.error === 'string'
            ? payload.error
            : kind === 'cv'
              ? MAIL_MESSAGES.cvFailed
              : MAIL_MESSAGES.needFailed),
      );
  });

  useEffect(() => {
    if (status !== 'generating' || !jobId) return;
    const poll = setInterval(() => void check(jobId, false), MAIL_POLL_MS);
    const fallback = setTimeout(() => void check(jobId, true), MAIL_FALLBACK_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(fallback);
    };
    // check reads the latest state through refs; the timers follow the job.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, jobId]);

  const generate = async (body: Record<string, unknown>) => {
    const current = ++run.current;
    lastBody.current = body;
    setStatus('generating');
    setError(null);
    setContent('');
    setProgress(0);
    setJobId(null);
    await new Promise((resolve) => setTimeout(resolve, MAIL_CONNECT_DELAY_MS));
    try {
      const id = await startMailGeneration(kind, body);
      if (run.current === current) setJobId(id);
    } catch (e) {
      if (run.current === current)
        fail(getErrorMessage(e, kind === 'cv' ? MAIL_MESSAGES.cvFailed : MAIL_MESSAGES.needFailed));
    }
  };

  const retry = () => (lastBody.current ? generate(lastBody.current) : Promise.resolve());
  const reset = () => {
    run.current++;
    setStatus('idle');
    setJobId(null);
    setContent('');
    setError(null);
    setProgress(0);
  };

  return { status, jobId, content, setContent, progress, error, generate, retry, reset };
}
