import { notifications } from '@mantine/notifications';
import { getErrorMessage } from '../api/index.ts';

/** A failed action's red toast: the server's reason, or `fallback` when it gave none. */
export function showFailureToast(error: unknown, fallback: string): void {
  notifications.show({ color: 'red', message: getErrorMessage(error, fallback) });
}
