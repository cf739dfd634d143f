import { Select, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PRIORITIES } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { apiClient } from '../../../shared/api/index.ts';
import { useSession } from '../../../shared/session/index.ts';

/** GET /users?role=Sales: the people who may own a need. */
function useOwnerOptions() {
  return useQuery({
    queryKey: ['documents', 'need-owners'],
    queryFn: async ({ signal }) => {
      const reply = await apiClient.GET('/api/v1/users', {
        signal,
        params: { query: { role: 'Sales', page: 1, size: 100 } },
      });
      return reply.items;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * Who owns the new need (the creator unless changed) and its priority: what a job description
 * never says, chosen before the need exists rather than fixed on the board afterwards.
 */
export function NeedAssignmentFields({
  owner,
  priority,
  onOwner,
  onPriority,
  disabled,
}: {
  owner: string;
  priority: string;
  onOwner: (id: string) => void;
  onPriority: (priority: string) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const { user } = useSession();
  const sales = useOwnerOptions();
  const people = [...(sales.data ?? [])];
  if (user && !people.some((p) => p.id === user.id)) people.unshift(user);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label={t('documents.review.owner')}
        data={people.map((p) => ({ value: p.id, label: p.name }))}
        value={owner || null}
        onChange={(id) => onOwner(id ?? '')}
        placeholder={t('documents.review.noOwner')}
        clearable
        searchable
        disabled={disabled}
      />
      <Select
        label={t('documents.review.priority')}
        data={PRIORITIES.map((p) => ({ value: p, label: labelOf(t, 'priority', p) }))}
        value={priority}
        onChange={(p) => p && onPriority(p)}
        allowDeselect={false}
        disabled={disabled}
      />
    </SimpleGrid>
  );
}
