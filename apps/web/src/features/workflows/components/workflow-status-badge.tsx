import { Badge } from '@mantine/core';
import type { TWorkflowRequestStatus } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { WORKFLOW_STATUS_COLORS, workflowStatusLabel } from '../utils/workflow-display.ts';

export function WorkflowStatusBadge({ status }: { status: TWorkflowRequestStatus }) {
  const t = useT();
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
      {workflowStatusLabel(t, status)}
    </Badge>
  );
}
