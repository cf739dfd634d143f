import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

type TCopyTextButtonProps = {
  value: string;
  label: string;
  /** Said for a moment after the click, in place of the label. */
  copiedLabel: string;
};

/** Copies a text to the clipboard and says so, turning teal with a check for a moment. */
export function CopyTextButton({ value, label, copiedLabel }: TCopyTextButtonProps) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          variant="light"
          color={copied ? 'teal' : 'blue'}
          leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          onClick={copy}
        >
          {copied ? copiedLabel : label}
        </Button>
      )}
    </CopyButton>
  );
}
