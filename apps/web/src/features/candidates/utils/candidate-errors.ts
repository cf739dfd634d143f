import { notifications } from '@mantine/notifications';
import { CANDIDATE_MESSAGES } from '@staffing/domain';
import { getErrorMessage, isApiError } from '../../../shared/api/index.ts';
import { translateDomainMessage } from '../../../i18n/domain-messages.ts';

/**
 * Add or duplicate failures (spec 001 section 8): 422 means invalid input; a message about the
 * e-mail means the candidate existed and was merged; else the server's detail, else the fallback.
 */
export function getCandidateSaveError(error: unknown, mode: 'add' | 'duplicate'): string {
  if (isApiError(error) && error.status === 422)
    return translateDomainMessage(CANDIDATE_MESSAGES.inputInvalid);
  const detail = isApiError(error)
    ? error.detail
    : error instanceof Error
      ? error.message
      : undefined;
  if (detail && /e-?mail/i.test(detail))
    return translateDomainMessage(CANDIDATE_MESSAGES.emailMerged);
  return (
    detail ||
    (mode === 'add'
      ? translateDomainMessage(CANDIDATE_MESSAGES.addFailed)
      : translateDomainMessage(CANDIDATE_MESSAGES.duplicateFailed))
  );
}

/** 409 from PATCH /candidates/{id}: someone saved a newer version first. */
export function isStaleUpdate(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 409 &&
    (error.code === 'STALE_UPDATE' || /changed by someone else|stale|version/i.test(error.message))
  );
}

export function getCandidateUpdateError(error: unknown): string {
  return getErrorMessage(
    error,
    error instanceof Error && !isApiError(error)
      ? error.message
      : translateDomainMessage(CANDIDATE_MESSAGES.updateFailed),
  );
}

/**
 * The callbacks of a mutation confirmed in a dialog: the dialog closes either way, and a failure
 * is told in a red toast (`describe` words it around the server's detail).
 */
export function closeDialogAfter(close: () => void, describe: (detail: string) => string) {
  return {
    onSuccess: () => close(),
    onError: (error: Error) => {
      close();
      notifications.show({
        color: 'red',
        message: describe(getErrorMessage(error, error.message)),
      });
    },
  };
}
