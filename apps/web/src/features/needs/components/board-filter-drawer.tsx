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
import { useT } from '../../../i18n/i18n.ts';
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
  const t = useT();
  const sales = useSalesUsers();
  const users = sales.data ?? [];
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Group gap={6}>
          <Text fw={600} size="sm">
            {t('needs.filters.salesUsers')}
          </Text>
          <Badge
            size="sm"
            variant="light"
            aria-label={t('needs.filters.salesUsersCount', { count: users.length })}
          >
            {users.length}
          </Badge>
        </Group>
        <Tooltip label={t('needs.filters.refreshSales')}>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t('needs.filters.refreshSales')}
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
            {t('needs.filters.loadingSales')}
          </Text>
        </Group>
      ) : sales.isError ? (
        <Alert color="red" variant="light" p="xs">
          <Stack gap={4}>
            <Text size="sm">{t('needs.filters.salesFailed')}</Text>
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              onClick={() => void sales.refetch()}
              w="fit-content"
            >
              {t('needs.filters.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      ) : users.length === 0 ? (
        <Stack gap={2}>
          <Text size="sm">{t('needs.filters.noSales')}</Text>
          <Text size="xs" c="dimmed">
            {t('needs.filters.noSalesHint')}
          </Text>
        </Stack>
      ) : (
        <Checkbox.Group
          value={value}
          onChange={onChange}
          aria-label={t('needs.filters.salesUsers')}
        >
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
 * one search box (two searches had combined silently); 'Clear All Filters' clears the panel.
 */
export function BoardFilterDrawer({
  opened,
  onClose,
  filters,
  onChange,
  clients,
}: TBoardFilterDrawerProps) {
  const t = useT();
  const set = (patch: Partial<TBoardFilters>) => onChange({ ...filters, ...patch });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<Title order={4}>{t('needs.filters.title')}</Title>}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
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
            {t('needs.filters.clients')}
          </Text>
          {clients.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('needs.filters.noClients')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={220}>
              <Checkbox.Group
                value={filters.clients}
                onChange={(v) => set({ clients: v })}
                aria-label={t('needs.filters.clients')}
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
            {t('needs.fields.priority')}
          </Text>
          <Checkbox.Group
            value={filters.priorities}
            onChange={(v) => set({ priorities: v })}
            aria-label={t('needs.fields.priority')}
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
          {t('needs.filters.clearAll')}
        </Button>
      </Stack>
    </Drawer>
  );
}
