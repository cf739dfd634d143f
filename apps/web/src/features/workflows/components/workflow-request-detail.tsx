import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Anchor, Button, Grid, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import {
  WORKFLOW_TIMINGS,
  can,
  canWatchWorkflowRequestLive,
  type TWorkflowRequest,
} from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { formatNumber } from '../../../shared/utils/format-number.ts';
import { LiveStatusIndicator } from '../../../shared/live/index.ts';
import { useSession } from '../../../shared/session/index.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { RecordLoadFailure } from '../../../shared/ui/record-load-failure.tsx';
import { RefreshButton } from '../../../shared/admin-ui/refresh-button.tsx';
import { useWorkflowRequest } from '../api/get-workflow-request.ts';
import { useWorkflowLiveUpdates } from '../hooks/use-workflow-live-updates.ts';
import { useWorkflowRequestActions } from '../hooks/use-workflow-request-actions.ts';
import { WORKFLOWS_PATH } from '../hooks/use-crm-workflow-start.ts';
import { getWorkflowActionLabel, workflowTypeDescription } from '../utils/workflow-display.ts';
import type { TWorkflowRowAction } from '../utils/workflow-row-actions.ts';
import { BusinessContextPanel } from './business-context-panel.tsx';
import { ConfirmDeleteModal } from './confirm-delete-modal.tsx';
import { PayloadView } from './payload-view.tsx';
import { WorkflowActionButtons } from './workflow-action-buttons.tsx';
import { WorkflowEditForm } from './workflow-edit-form.tsx';
import { getWorkflowRequestName } from './workflow-requests-table.tsx';
import { WorkflowStatusBadge } from './workflow-status-badge.tsx';

function BackButton() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Button
      variant="default"
      leftSection={<IconArrowLeft size={16} />}
      onClick={() => void navigate(WORKFLOWS_PATH)}
    >
      {t('workflows.detail.back')}
    </Button>
  );
}

/**
 * /admin/workflows/{id} (spec 001 'Workflow request detail'): actions, business context,
 * payload and the edit form. Live events keep it current; it also refreshes every 15 s while
 * PENDING or IN_PROGRESS and reloads 1 s after a trigger or cancel.
 */
export type TRenderWatchLive = (run: {
  flowId: string;
  request: TWorkflowRequest;
  onClose: () => void;
}) => ReactNode;

export function WorkflowRequestDetail({
  id,
  renderWatchLive,
}: {
  id: string;
  /** The read-only live viewer a Sales user opens on their own request's run (the page composes it). */
  renderWatchLive?: TRenderWatchLive;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { role, user } = useSession();
  const [isWatching, setWatching] = useState(false);
  const query = useWorkflowRequest(id);
  useWorkflowLiveUpdates();
  const reloadTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reloadTimer.current), []);
  const actions = useWorkflowRequestActions({
    onDone: (action) => {
      if (action === 'delete') {
        void navigate(WORKFLOWS_PATH);
        return;
      }
      window.clearTimeout(reloadTimer.current);
      reloadTimer.current = window.setTimeout(
        () => void query.refetch(),
        WORKFLOW_TIMINGS.detailReloadAfterActionMs,
      );
    },
  });
  const [isDeleting, setDeleting] = useState(false);

  if (query.isPending) return <PageLoader />;
  if (query.isError || !query.data)
    return (
      <RecordLoadFailure
        error={query.error}
        missing={{
          title: t('workflows.errors.notFound'),
          message: t('workflows.detail.mayBeDeleted'),
        }}
        failed={{
          title: t('workflows.errors.detailError'),
          message: getErrorMessage(query.error, t('workflows.errors.loadFailed')),
        }}
        actions={(isMissing) => (
          <Group>
            <BackButton />
            {isMissing ? null : (
              <Button variant="light" onClick={() => void query.refetch()}>
                {t('workflows.errors.tryAgain')}
              </Button>
            )}
          </Group>
        )}
      />
    );

  const detail = query.data;
  const request: TWorkflowRequest = detail;
  const canOpenFlows = Boolean(role && can.administerFlows(role));
  // Watch Live opens the run in Flow Administration, which only Admins may open.
  const canWatch = canOpenFlows && canWatchWorkflowRequestLive(request);
  // Sales watch their own request's run in place, read-only (the page composes the viewer).
  const canWatchOwn =
    !canOpenFlows &&
    Boolean(renderWatchLive && user && request.createdBy === user.id) &&
    canWatchWorkflowRequestLive(request);
  const onAction = (action: TWorkflowRowAction) => {
    if (action === 'delete') setDeleting(true);
    else actions.run(action, request);
  };

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Anchor component={Link} to={WORKFLOWS_PATH} size="sm">
            {t('workflows.detail.breadcrumb')}
          </Anchor>
          <Group gap="sm">
            <Title order={2}>{workflowTypeDescription(t, request.type)}</Title>
            <WorkflowStatusBadge status={request.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('workflows.detail.summary', {
              action: getWorkflowActionLabel(t, request.type),
              attempts: formatNumber(request.attempts),
            })}{' '}
            <Text span ff="monospace" size="sm">
              {request.id}
            </Text>
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap">
          <LiveStatusIndicator />
          <RefreshButton isRefreshing={query.isFetching} onClick={() => void query.refetch()} />
        </Group>
      </Group>

      <Group gap="xs" wrap="wrap" aria-label={t('workflows.table.actions')} role="group">
        <WorkflowActionButtons
          variant="buttons"
          request={request}
          name={getWorkflowRequestName(t, request)}
          isPending={actions.isPending(request.id)}
          onAction={onAction}
        />
        {canWatch && request.flowId ? (
          <Button
            component={Link}
            // Opens the run's details with its live viewer on top (Flow Administration).
            to={`/admin/flows?flow=${encodeURIComponent(request.flowId)}&live=1`}
            variant="filled"
            color="grape"
            leftSection={<IconEye size={16} />}
          >
            {t('workflows.detail.watchLive')}
          </Button>
        ) : null}
        {canWatchOwn && request.flowId ? (
          <Button
            variant="filled"
            color="grape"
            leftSection={<IconEye size={16} />}
            onClick={() => setWatching(true)}
          >
            {t('workflows.detail.watchLive')}
          </Button>
        ) : null}
        {isWatching && request.flowId && renderWatchLive
          ? renderWatchLive({ flowId: request.flowId, request, onClose: () => setWatching(false) })
          : null}
        {request.flowId && canOpenFlows && !canWatch ? (
          <Tooltip label={t('workflows.detail.openRun')}>
            <Anchor
              component={Link}
              to={`/admin/flows?flow=${encodeURIComponent(request.flowId)}`}
              size="sm"
              ff="monospace"
            >
              {request.flowId}
            </Anchor>
          </Tooltip>
        ) : null}
      </Group>

      {request.lastError ? (
        <Alert color="red" variant="light" title={t('workflows.fields.lastError')} role="alert">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {request.lastError}
          </Text>
        </Alert>
      ) : null}

      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <BusinessContextPanel detail={detail} />
            {/* The raw payload and a hand-set status are Admin tools; Sales use the fields. */}
            {canOpenFlows ? <PayloadView payload={request.payload} /> : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <WorkflowEditForm key={request.id} request={request} canSetStatus={canOpenFlows} />
        </Grid.Col>
      </Grid>

      <ConfirmDeleteModal
        opened={isDeleting}
        name={getWorkflowRequestName(t, request)}
        onClose={() => setDeleting(false)}
        onConfirm={() => actions.run('delete', request)}
      />
    </Stack>
  );
}
