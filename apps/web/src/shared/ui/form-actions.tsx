import type { ReactNode } from 'react';
import { Button, Group, type MantineColor } from '@mantine/core';
import { useT } from '../../i18n/i18n.ts';
import { ErrorAlert } from './error-alert.tsx';

type TFormActionsProps = {
  submitLabel: ReactNode;
  onCancel: () => void;
  /** The save under way: the submit button spins and Cancel waits for it. */
  saving?: boolean | undefined;
  /** Cancel's own lock when it is not the save's (a reload, or a form that may be left). */
  cancelDisabled?: boolean | undefined;
  submitDisabled?: boolean | undefined;
  /** Without it the button submits its form; with it, it is a plain button (a dialog). */
  onSubmit?: (() => void) | undefined;
  color?: MantineColor | undefined;
  /** The refusal of the last save, shown above the buttons. */
  error?: ReactNode;
};

/** The foot of a form or a dialog: the last error, then Cancel and the submit button. */
export function FormActions({
  submitLabel,
  onCancel,
  saving = false,
  cancelDisabled = saving,
  submitDisabled,
  onSubmit,
  color,
  error,
}: TFormActionsProps) {
  const t = useT();
  return (
    <>
      <ErrorAlert message={error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
          {t('common.actions.cancel')}
        </Button>
        <Button
          type={onSubmit ? 'button' : 'submit'}
          onClick={onSubmit}
          color={color}
          loading={saving}
          disabled={submitDisabled}
        >
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
