import { useState } from 'react';
import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { translateRpaMessage } from '../utils/rpa-messages.ts';

/** Toasts last 5 s (spec 001 §9). */
export const TOAST_MS = 5000;

/**
 * A launch the server refused (one run or a batch): its reason shows as a toast and stays in the
 * form above the button until the next attempt clears it.
 */
export function useLaunchError() {
  const [launchError, setLaunchError] = useState<string | null>(null);
  const onLaunchError = (failure: unknown) => {
    const message = getErrorMessage(failure, translate('flows.launch.failedDefault'));
    setLaunchError(message);
    notifications.show({ color: 'red', message, autoClose: TOAST_MS });
  };
  return { launchError, clearLaunchError: () => setLaunchError(null), onLaunchError };
}

/** The refused launch's reason, kept in the form. */
export function LaunchErrorAlert({ message }: { message: string | null }) {
  const t = useT();
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" p="sm" title={t('flows.launch.failedTitle')}>
      {message}
    </Alert>
  );
}

/** The form's own check that failed before any launch (a domain RPA message, translated). */
export function FormCheckAlert({ message }: { message: string | null }) {
  const t = useT();
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" p="sm">
      {translateRpaMessage(t, message)}
    </Alert>
  );
}
