import { notifications } from '@mantine/notifications';

/** Toasts of the workflow screens: 5 s (spec 001 §9). */
export const WORKFLOW_TOAST_MS = 5000;

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: WORKFLOW_TOAST_MS });
}

export function notifyInfo(message: string): void {
  notifications.show({ color: 'blue', message, autoClose: WORKFLOW_TOAST_MS });
}

export function notifyWarning(message: string): void {
  notifications.show({ color: 'yellow', message, autoClose: WORKFLOW_TOAST_MS });
}

/** An error toast; the server's detail under the screen's message when they differ. */
export function notifyError(message: string, detail?: string): void {
  notifications.show(
    detail && detail !== message
      ? { color: 'red', title: message, message: detail, autoClose: WORKFLOW_TOAST_MS }
      : { color: 'red', message, autoClose: WORKFLOW_TOAST_MS },
  );
}
