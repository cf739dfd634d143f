import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Divider,
  Drawer,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { PRIORITIES } from '@staffing/domain';
import { useSalesUsers } from '../api/get-sales-users.ts';
import { countPanelFilters, type TBoardFilters } from '../utils/need-list-params.ts';

type TBoardFilterDrawerProps = {
  opened: boolean;
  onClose: () => void;
  filters: TBoardFilters;
  onChange: (filters: TBoardFilters) => void;
  clients: readonly string[];
};

function SalesUsersChecklist({
  value,
  onChange,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const sales = useSalesUsers();
  const users = sales.data ?? [];
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Group gap={6}>
          <Text fw={600} size="sm">
            Sales users
          </Text>
          <Badge size="sm" variant="light" aria-label={`${users.length} sales users`}>
            {users.length}
          </Badge>
        </Group>
        <Tooltip label="Refresh sales users">
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label="Refresh sales users"
            onClick={() => void sales.refetch()}
            loading={sales.isFetching}
          >
            <IconRefresh size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {sales.isPending ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Loading sales users...
          </Text>
        </Group>
      ) : sales.isError ? (
        <Alert color="red" variant="light" p="xs">
          <Stack gap={4}>
            <Text size="sm">Failed to load sales users</Text>
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              onClick={() => void sales.refetch()}
              w="fit-content"
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : users.length === 0 ? (
        <Stack gap={2}>
          <Text size="sm">No sales users found</Text>
          <Text size="xs" c="dimmed">
            Users with the role Sales must exist to filter by consultant.
          </Text>
        </Stack>
      ) : (
        <Checkbox.Group value={value} onChange={onChange} aria-label="Sales users">
          <Stack gap={6}>
            {users.map((user) => (
              <Checkbox key={user.id} value={user.id} label={user.name} size="sm" />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </Stack>
  );
}

/**
 * The board's Filters side panel (spec 000 §2 Filter drawer). Its text search moved to the board's
 * one search box (issue 19: two searches silently combined); 'Clear All Filters' clears the panel.
 */
export function BoardFilterDrawer({
  opened,
  onClose,
  filters,
  onChange,
  clients,
}: TBoardFilterDrawerProps) {
  const set = (patch: Partial<TBoardFilters>) => onChange({ ...filters, ...patch });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<Title order={4}>Filters</Title>}
      position="left"
      size="sm"
    >
      <Stack gap="md">
        <SalesUsersChecklist
          value={filters.consultants}
          onChange={(consultants) => set({ consultants })}
        />
        <Divider />
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Clients
          </Text>
          {clients.length === 0 ? (
            <Text size="sm" c="dimmed">
              No clients yet
            </Text>
          ) : (
            <ScrollArea.Autosize mah={220}>
              <Checkbox.Group
                value={filters.clients}
                onChange={(v) => set({ clients: v })}
                aria-label="Clients"
              >
                <Stack gap={6}>
                  {clients.map((client) => (
                    <Checkbox key={client} value={client} label={client} size="sm" />
                  ))}
                </Stack>
              </Checkbox.Group>
            </ScrollArea.Autosize>
          )}
        </Stack>
        <Divider />
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Priority
          </Text>
          <Checkbox.Group
            value={filters.priorities}
            onChange={(v) => set({ priorities: v })}
            aria-label="Priority"
          >
            <Group gap="md">
              {PRIORITIES.map((p) => (
                <Checkbox key={p} value={p} label={p} size="sm" />
              ))}
            </Group>
          </Checkbox.Group>
        </Stack>
        <Button
          variant="light"
          color="gray"
          onClick={() => set({ consultants: [], clients: [], priorities: [] })}
          disabled={countPanelFilters(filters) === 0}
        >
          Clear All Filters
        </Button>
      </Stack>
    </Drawer>
  );
}
