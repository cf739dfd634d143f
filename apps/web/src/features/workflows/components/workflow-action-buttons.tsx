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
import { getWorkflowRowActions, type TWorkflowRowAction } from '../utils/workflow-row-actions.ts';

const ACTIONS: Record<
  TWorkflowRowAction,
  { label: string; color: string; Icon: ComponentType<IconProps> }
> = {
  start: { label: 'Start', color: 'blue', Icon: IconPlayerPlay },
  retry: { label: 'Retry', color: 'orange', Icon: IconRefresh },
  cancel: { label: 'Cancel', color: 'gray', Icon: IconPlayerStop },
  delete: { label: 'Delete', color: 'red', Icon: IconTrash },
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
  const actions = getWorkflowRowActions(request.status);
  if (variant === 'buttons')
    return (
      <Group gap="xs" wrap="wrap">
        {actions.map((action) => {
          const { label, color, Icon } = ACTIONS[action];
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
        const { label, color, Icon } = ACTIONS[action];
        return (
          <Tooltip key={action} label={label}>
            <ActionIcon
              variant="subtle"
              color={color}
              aria-label={`${label} ${name}`}
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
