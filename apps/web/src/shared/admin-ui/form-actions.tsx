import { Button, Group, type MantineSpacing } from '@mantine/core';

type TFormActionsProps = {
  cancelLabel: string;
  submitLabel: string;
  /** The save is running: cancel waits for it, submit spins. */
  isPending: boolean;
  onCancel: () => void;
  mt?: MantineSpacing;
};

/** A dialog form's Cancel and submit buttons, on the right. */
export function FormActions({
  cancelLabel,
  submitLabel,
  isPending,
  onCancel,
  mt,
}: TFormActionsProps) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={isPending}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={isPending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
