import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { ROLES, ZRole, type TRole, type TUser } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { useSession } from '../../../shared/session/index.ts';
import { ListFilters } from '../../../shared/admin-ui/list-filters.tsx';
import { ListPagination } from '../../../shared/admin-ui/list-pagination.tsx';
import { PageHeader } from '../../../shared/admin-ui/page-header.tsx';
import { USERS_PAGE_SIZE, useUsers } from '../api/get-users.ts';
import { DeleteUserModal } from './delete-user-modal.tsx';
import { UserFormModal } from './user-form-modal.tsx';
import { UsersTable } from './users-table.tsx';
import { mapUserError } from '../utils/map-user-error.ts';
import { ListQueryStates } from '../../../shared/admin-ui/list-query-states.tsx';

/** Search debounce of the users page, as for every list search (spec 000 §9). */
const SEARCH_DEBOUNCE_MS = 300;

type TEditing = { user: TUser | null } | null;

export function UserManagement() {
  const t = useT();
  const { user: me } = useSession();
  // ?search= (the command palette's user results) starts the page filtered.
  const [searchParams] = useSearchParams();
  const [search, setSearch] = useState(() => searchParams.get('search') ?? '');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [role, setRole] = useState<TRole | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<TUser | null>(null);

  const users = useUsers({ page, size: USERS_PAGE_SIZE, role, search: debouncedSearch });
  const items = users.data?.items ?? [];
  const pages = users.data?.pages ?? 1;

  return (
    <Stack gap="md" p="md">
      <PageHeader
        title={t('users.page.title')}
        description={
          users.data ? t('users.page.count', { count: users.data.total }) : t('users.page.subtitle')
        }
        actions={
          <Button
            leftSection={<IconUserPlus size={16} />}
            onClick={() => setEditing({ user: null })}
          >
            {t('users.page.add')}
          </Button>
        }
      />

      <ListFilters
        searchLabel={t('users.page.search')}
        searchPlaceholder={t('users.page.searchPlaceholder')}
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
      >
        <Select
          aria-label={t('users.page.roleFilter')}
          placeholder={t('users.page.allRoles')}
          clearable
          data={ROLES.map((value) => ({ value, label: labelOf(t, 'role', value) }))}
          value={role}
          onChange={(value) => {
            const parsed = ZRole.safeParse(value);
            setRole(parsed.success ? parsed.data : null);
            setPage(1);
          }}
          w={180}
        />
      </ListFilters>

      <ListQueryStates
        query={users}
        loadingLabel={t('users.page.loading')}
        failure={(error) => ({ message: mapUserError(error, t('users.page.loadFailed')).message })}
        isEmpty={items.length === 0}
        empty={t('users.page.empty')}
      >
        <UsersTable
          users={items}
          currentUserId={me?.id}
          onEdit={(user) => setEditing({ user })}
          onDelete={setDeleting}
        />
      </ListQueryStates>

      <ListPagination
        total={pages}
        value={page}
        onChange={setPage}
        aria-label={t('users.page.pages')}
        withControlLabels
      />

      <UserFormModal
        opened={editing !== null}
        user={editing?.user ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteUserModal user={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
