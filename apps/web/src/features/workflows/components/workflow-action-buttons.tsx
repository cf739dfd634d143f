import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import {
  IconPlayerPlay,
  IconPlayerStop,
  IconRefresh,
  IconTrash,
  type IconProps,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { TWorkflowRequest } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { getWorkflowRowActions, type TWorkflowRowAction } from '../utils/workflow-row-actions.ts';

const ACTIONS: Record<
  TWorkflowRowAction,
  { labelKey: TMessageKey; color: string; Icon: ComponentType<IconProps> }
> = {
  start: { labelKey: 'workflows.actions.start', color: 'blue', Icon: IconPlayerPlay },
  retry: { labelKey: 'workflows.actions.retry', color: 'orange', Icon: IconRefresh },
  cancel: { labelKey: 'workflows.actions.cancel', color: 'gray', Icon: IconPlayerStop },
  delete: { labelKey: 'workflows.actions.delete', color: 'red', Icon: IconTrash },
};

type TProps = {
  request: TWorkflowRequest;
  /** Names the request in the buttons' accessible names (several rows share a page). */
  name: string;
  isPending: boolean;
  onAction: (action: TWorkflowRowAction, request: TWorkflowRequest) => void;
  variant: 'icons' | 'buttons';
};

/** Start/Execute, Retry, Cancel, Delete as the status allows (spec 001 §4). */
export function WorkflowActionButtons({ request, name, isPending, onAction, variant }: TProps) {
  const t = useT();
  const actions = getWorkflowRowActions(request.status);
  if (variant === 'buttons')
    return (
      <Group gap="xs" wrap="wrap">
        {actions.map((action) => {
          const { labelKey, color, Icon } = ACTIONS[action];
          const label = t(labelKey);
          return (
            <Button
              key={action}
              variant={action === 'delete' ? 'outline' : 'light'}
              color={color}
              leftSection={<Icon size={16} />}
              disabled={isPending}
              onClick={() => onAction(action, request)}
            >
              {label}
            </Button>
          );
        })}
      </Group>
    );
  return (
    <Group gap={4} wrap="nowrap">
      {actions.map((action) => {
        const { labelKey, color, Icon } = ACTIONS[action];
        const label = t(labelKey);
        return (
          <Tooltip key={action} label={label}>
            <ActionIcon
              variant="subtle"
              color={color}
              aria-label={t('workflows.actions.named', { action: label, name })}
              disabled={isPending}
              onClick={(event) => {
                event.stopPropagation();
                onAction(action, request);
              }}
            >
              <Icon size={16} />
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}
