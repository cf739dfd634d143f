import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Badge,
  Button,
  Center,
  Collapse,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconFilter, IconRefresh, IconShieldCheck } from '@tabler/icons-react';
import { can, type TCandidate, type TCandidateFilters } from '@staffing/domain';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { ViewSearchInput } from '../../../shared/search/view-search-input.tsx';
import { useSession } from '../../../shared/session/index.ts';
import { StaleDataAlert } from '../../../shared/ui/stale-data-alert.tsx';
import { useCandidates } from '../api/get-candidates.ts';
import { useDeleteCandidate } from '../api/delete-candidate.ts';
import { useCandidateLiveUpdates } from '../hooks/use-candidate-live-updates.ts';
import { CandidateDetailModal, downloadCandidateCv } from './candidate-detail-modal.tsx';
import { CandidateListCard } from './candidate-list-card.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

export const CANDIDATES_PAGE_TEXTS = {
  title: 'Candidates',
  subtitle: 'Manage and search through all candidates in the system',
  /** What the server searches (spec 001: name, email, cvRole, trigramme and skills). */
  searchScope: 'Search candidates by name, email, role, trigramme or skills...',
  count: (shown: number, total: number) => `${shown} of ${total} candidates`,
  noneFound: 'No candidates found',
  noneFoundHint: 'Try adjusting your search or filters',
  noneYet: 'No candidates yet',
  loadFailed: 'Failed to load candidates',
  refreshFailed: 'Failed to refresh candidates',
  deleted: (name: string) => `Candidate "${name}" deleted successfully`,
  deleteFailed: 'Failed to delete candidate',
} as const;

export const CANDIDATES_PAGE_SIZE = 24;
const SEARCH_DEBOUNCE_MS = 300;

type TFilters = Required<Omit<TCandidateFilters, 'search'>>;
const DEFAULT_FILTERS: TFilters = { status: 'all', cvAnalysis: 'all', availability: 'all' };

type TCandidatesPageProps = {
  /** The CV upload action offered where a candidate has no CV (documents feature). */
  renderCvUpload?: ((candidate: TCandidate) => ReactNode) | undefined;
  /** The candidate's history timeline in the detail (history feature). */
  renderHistory?: ((candidate: TCandidate) => ReactNode) | undefined;
};

export function CandidatesPage({ renderCvUpload, renderHistory }: TCandidatesPageProps = {}) {
  const { role } = useSession();
  const isAdmin = !!role && can.deleteCandidate(role);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filters, setFilters] = useState<TFilters>(DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<TCandidate | null>(null);
  // ?candidate=<id> (the command palette) opens that candidate's detail.
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = searchParams.get('candidate');
  const closeDetail = () => {
    setViewing(null);
    if (linkedId)
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('candidate');
          return next;
        },
        { replace: true },
      );
  };
  const [deleting, setDeleting] = useState<TCandidate | null>(null);
  useCandidateLiveUpdates();

  const list = useCandidates({
    page,
    size: CANDIDATES_PAGE_SIZE,
    search: debounced,
    ...filters,
    sortBy: 'updatedAt',
    sortOrder: 'desc',
  });
  const all = useCandidates({ page: 1, size: 1 });
  const analyzed = useCandidates({ page: 1, size: 1, cvAnalysis: 'analyzed' });
  const remove = useDeleteCandidate();
  const items = list.data?.items ?? [];
  const total = all.data?.total ?? 0;
  const filtering =
    !!debounced.trim() ||
    filters.status !== 'all' ||
    filters.cvAnalysis !== 'all' ||
    filters.availability !== 'all';

  const setFilter = <K extends keyof TFilters>(key: K, value: TFilters[K]) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  };

  const clearAll = () => {
    setSearch('');
    setFilters(DEFAULT_FILTERS);
    setPage(1);
  };

  const refresh = async () => {
    const results = await Promise.all([list.refetch(), all.refetch(), analyzed.refetch()]);
    if (results.some((r) => r.isError))
      notifications.show({ color: 'red', message: CANDIDATES_PAGE_TEXTS.refreshFailed });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    remove.mutate(target.id, {
      onSuccess: () => {
        setDeleting(null);
        notifications.show({ color: 'green', message: CANDIDATES_PAGE_TEXTS.deleted(target.name) });
      },
      onError: (error) => {
        setDeleting(null);
        notifications.show({
          color: 'red',
          message: getErrorMessage(error, CANDIDATES_PAGE_TEXTS.deleteFailed),
        });
      },
    });
  };

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Group gap="sm">
            <Title order={2}>{CANDIDATES_PAGE_TEXTS.title}</Title>
            {isAdmin ? (
              <Badge color="red" variant="light" leftSection={<IconShieldCheck size={12} />}>
                Admin Mode
              </Badge>
            ) : null}
          </Group>
          <Text c="dimmed" size="sm">
            {CANDIDATES_PAGE_TEXTS.subtitle}
          </Text>
        </div>
        <Group gap="xs">
          <Text size="sm" data-testid="candidates-count">
            {CANDIDATES_PAGE_TEXTS.count(list.data?.total ?? 0, total)}
          </Text>
          <Badge color="green" variant="light">
            {analyzed.data?.total ?? 0} analyzed
          </Badge>
        </Group>
      </Group>

      <Group gap="sm" wrap="wrap">
        <ViewSearchInput
          label="Search candidates"
          scope={CANDIDATES_PAGE_TEXTS.searchScope}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          style={{ flex: '1 1 280px' }}
        />
        <Button
          variant={filtersOpen ? 'light' : 'default'}
          leftSection={<IconFilter size={16} />}
          onClick={() => setFiltersOpen((o) => !o)}
        >
          Filters
        </Button>
        {filtering || search.trim() ? (
          <Button variant="subtle" onClick={clearAll}>
            Clear all
          </Button>
        ) : null}
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => void refresh()}
          loading={list.isRefetching && !list.isPending}
        >
          Refresh
        </Button>
      </Group>

      <Collapse in={filtersOpen}>
        <Paper withBorder p="sm" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Status"
              data={[
                { value: 'all', label: 'All' },
                { value: 'with-needs', label: 'With needs' },
                { value: 'without-needs', label: 'Without needs' },
              ]}
              value={filters.status}
              onChange={(v) => setFilter('status', (v ?? 'all') as TFilters['status'])}
              allowDeselect={false}
            />
            <Select
              label="CV analysis"
              data={[
                { value: 'all', label: 'All' },
                { value: 'analyzed', label: 'Analyzed' },
                { value: 'not-analyzed', label: 'Not analyzed' },
              ]}
              value={filters.cvAnalysis}
              onChange={(v) => setFilter('cvAnalysis', (v ?? 'all') as TFilters['cvAnalysis'])}
              allowDeselect={false}
            />
            <Select
              label="Availability"
              data={[
                { value: 'all', label: 'All' },
                { value: 'available', label: 'Available' },
                { value: 'not-specified', label: 'Not specified' },
              ]}
              value={filters.availability}
              onChange={(v) => setFilter('availability', (v ?? 'all') as TFilters['availability'])}
              allowDeselect={false}
            />
          </SimpleGrid>
        </Paper>
      </Collapse>

      <StaleDataAlert query={list} onRetry={() => void refresh()} />
      {list.isPending ? (
        <Center p="xl">
          <Loader aria-label="Loading candidates" />
        </Center>
      ) : list.isLoadingError ? (
        <Alert color="red" role="alert">
          {getErrorMessage(list.error, CANDIDATES_PAGE_TEXTS.loadFailed)}
        </Alert>
      ) : items.length === 0 ? (
        <Center p="xl">
          <Stack gap={4} align="center">
            <Text fw={600}>
              {filtering ? CANDIDATES_PAGE_TEXTS.noneFound : CANDIDATES_PAGE_TEXTS.noneYet}
            </Text>
            {filtering ? (
              <Text size="sm" c="dimmed">
                {CANDIDATES_PAGE_TEXTS.noneFoundHint}
              </Text>
            ) : null}
          </Stack>
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="sm">
          {items.map((c) => (
            <CandidateListCard
              key={c.id}
              candidate={c}
              canDelete={isAdmin}
              canDownload={!!role && can.downloadCv(role)}
              onView={setViewing}
              onDownload={(x) => void downloadCandidateCv(x)}
              onDelete={setDeleting}
              renderCvUpload={renderCvUpload}
            />
          ))}
        </SimpleGrid>
      )}

      {(list.data?.pages ?? 1) > 1 ? (
        <Group justify="center">
          <Pagination
            total={list.data?.pages ?? 1}
            value={page}
            onChange={setPage}
            aria-label="Candidate pages"
          />
        </Group>
      ) : null}

      <CandidateDetailModal
        candidateId={viewing?.id ?? linkedId}
        initial={viewing}
        onClose={closeDetail}
        renderCvUpload={renderCvUpload}
        renderHistory={renderHistory}
      />
      <ConfirmDialog
        opened={!!deleting}
        title="Delete candidate"
        message={
          deleting
            ? `Are you sure you want to delete ${deleting.name}? This action cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
