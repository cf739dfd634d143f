import { notifications } from '@mantine/notifications';

/** Board toasts: success 3 s, errors 5 s (spec 000 §9). */
export const BOARD_SUCCESS_MS = 3000;
export const BOARD_ERROR_MS = 5000;

export function toastSuccess(message: string, autoClose = BOARD_SUCCESS_MS): void {
  notifications.show({ color: 'green', message, autoClose });
}

export function toastError(message: string, detail?: string, autoClose = BOARD_ERROR_MS): void {
  notifications.show(
    detail && detail !== message
      ? { color: 'red', title: message, message: detail, autoClose }
      : { color: 'red', message, autoClose },
  );
}

export function toastInfo(message: string, autoClose = BOARD_SUCCESS_MS): void {
  notifications.show({ color: 'blue', message, autoClose });
}
