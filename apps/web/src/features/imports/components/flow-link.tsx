import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { can } from '@staffing/domain';
import { useSession } from '../../../shared/session/index.ts';

/** The run in Flow Administration, for those who may open it (Admin). */
export function FlowLink({ flowId, label }: { flowId: string | null; label: string }) {
  const { role } = useSession();
  if (!flowId || !role || !can.administerFlows(role)) return null;
  return (
    <Anchor component={Link} to={`/admin/flows?flow=${encodeURIComponent(flowId)}`} size="sm">
      {label}
    </Anchor>
  );
}
