import { Badge } from '@mantine/core';
import type { TWorkflowRequestStatus } from '@staffing/domain';
import { WORKFLOW_STATUS_COLORS, WORKFLOW_STATUS_LABELS } from '../utils/workflow-display.ts';

export function WorkflowStatusBadge({ status }: { status: TWorkflowRequestStatus }) {
  return (
    <Badge
      color={WORKFLOW_STATUS_COLORS[status]}
      variant="light"
      tt="none"
      // The whole word, even in a narrow table column.
      miw="max-content"
      data-testid="workflow-status"
      data-status={status}
    >
      {WORKFLOW_STATUS_LABELS[status]}
    </Badge>
  );
}
