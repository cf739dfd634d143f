import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** Copies `value` to the clipboard; turns teal with a check and `copiedLabel` for a moment after. */
export function CopyTextButton(props: { value: string; label: string; copiedLabel: string }) {
  return (
    <CopyButton value={props.value}>
      {({ copied, copy }) => (
        <Button
          variant="light"
          color={copied ? 'teal' : 'blue'}
          leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          onClick={copy}
        >
          {copied ? props.copiedLabel : props.label}
        </Button>
      )}
    </CopyButton>
  );
}
