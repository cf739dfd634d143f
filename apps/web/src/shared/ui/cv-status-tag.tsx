import { Alert, Badge } from '@mantine/core';
import { IconFileCheck } from '@tabler/icons-react';

/** Whether a candidate's CV is on file (spec 001 §2): a green tag, else a yellow warning. */
export function CvStatusTag(props: {
  hasCv: boolean;
  availableLabel: string;
  missingLabel: string;
}) {
  return props.hasCv ? (
    <Badge
      size="sm"
      color="green"
      variant="light"
      leftSection={<IconFileCheck size={12} />}
      w="fit-content"
    >
      {props.availableLabel}
    </Badge>
  ) : (
    <Alert color="yellow" p={6} styles={{ message: { fontSize: 12 } }}>
      {props.missingLabel}
    </Alert>
  );
}
