import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Badge,
  Button,
  Center,
  Collapse,
  Group,
  Loader,
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
import { t as translate, useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { ListPagination } from '../../../shared/admin-ui/list-pagination.tsx';
import { ViewSearchInput } from '../../../shared/search/view-search-input.tsx';
import { useSession } from '../../../shared/session/index.ts';
import { StaleDataAlert } from '../../../shared/ui/stale-data-alert.tsx';
import { useCandidate } from '../api/get-candidate.ts';
import { useCandidates } from '../api/get-candidates.ts';
import { useDeleteCandidate } from '../api/delete-candidate.ts';
import { useCandidateLiveUpdates } from '../hooks/use-candidate-live-updates.ts';
import {
  CandidateDetailModal,
  downloadCandidateCv,
  type TCandidateDetailSlots,
} from './candidate-detail-modal.tsx';
import { CandidateListCard } from './candidate-list-card.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { showFailureToast } from '../../../shared/ui/failure-toast.ts';

export const CANDIDATES_PAGE_SIZE = 24;
const SEARCH_DEBOUNCE_MS = 300;

type TFilters = Required<Omit<TCandidateFilters, 'search'>>;
const DEFAULT_FILTERS: TFilters = { status: 'all', cvAnalysis: 'all', availability: 'all' };

/** The filter panel's selects: each offers All, then its two choices. */
const FILTER_SELECTS: {
  key: keyof TFilters;
  labelKey: TMessageKey;
  choices: [string, TMessageKey][];
}[] = [
  {
    key: 'status',
    labelKey: 'candidates.filters.status',
    choices: [
      ['with-needs', 'candidates.filters.withNeeds'],
      ['without-needs', 'candidates.filters.withoutNeeds'],
    ],
  },
  {
    key: 'cvAnalysis',
    labelKey: 'candidates.filters.cvAnalysis',
    choices: [
      ['analyzed', 'candidates.filters.analyzed'],
      ['not-analyzed', 'candidates.filters.notAnalyzed'],
    ],
  },
  {
    key: 'availability',
    labelKey: 'candidates.filters.availability',
    choices: [
      ['available', 'candidates.filters.available'],
      ['not-specified', 'candidates.filters.notSpecified'],
    ],
  },
];

/** The slots go to the candidate's detail; the CV upload is offered on the cards as well. */
export function CandidatesPage(slots: TCandidateDetailSlots = {}) {
  const t = useT();
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
  // A merged candidate's id answers with the kept one (301): the address follows it.
  const linked = useCandidate(linkedId).data;
  useEffect(() => {
    if (!linkedId || !linked || linked.id === linkedId) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('candidate', linked.id);
        return next;
      },
      { replace: true },
    );
  }, [linkedId, linked, setSearchParams]);
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
      notifications.show({ color: 'red', message: translate('candidates.page.refreshFailed') });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    remove.mutate(target.id, {
      onSuccess: () => {
        setDeleting(null);
        notifications.show({
          color: 'green',
          message: translate('candidates.page.deleted', { name: target.name }),
        });
      },
      onError: (error) => {
        setDeleting(null);
        showFailureToast(error, translate('candidates.page.deleteFailed'));
      },
    });
  };

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Group gap="sm">
            <Title order={2}>{t('candidates.page.title')}</Title>
            {isAdmin ? (
              <Badge color="red" variant="light" leftSection={<IconShieldCheck size={12} />}>
                {t('candidates.page.adminMode')}
              </Badge>
            ) : null}
          </Group>
          <Text c="dimmed" size="sm">
            {t('candidates.page.subtitle')}
          </Text>
        </div>
        <Group gap="xs">
          <Text size="sm" data-testid="candidates-count">
            {t('candidates.page.count', { shown: list.data?.total ?? 0, total })}
          </Text>
          <Badge color="green" variant="light">
            {t('candidates.page.analyzed', { count: analyzed.data?.total ?? 0 })}
          </Badge>
        </Group>
      </Group>

      <Group gap="sm" wrap="wrap">
        <ViewSearchInput
          label={t('candidates.page.searchLabel')}
          scope={t('candidates.page.searchScope')}
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
          {t('candidates.page.filters')}
        </Button>
        {filtering || search.trim() ? (
          <Button variant="subtle" onClick={clearAll}>
            {t('candidates.page.clearAll')}
          </Button>
        ) : null}
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => void refresh()}
          loading={list.isRefetching && !list.isPending}
        >
          {t('common.actions.refresh')}
        </Button>
      </Group>

      <Collapse in={filtersOpen}>
        <Paper withBorder p="sm" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {FILTER_SELECTS.map(({ key, labelKey, choices }) => (
              <Select
                key={key}
                label={t(labelKey)}
                data={[
                  { value: 'all', label: t('candidates.filters.all') },
                  ...choices.map(([value, choiceKey]) => ({ value, label: t(choiceKey) })),
                ]}
                value={filters[key]}
                onChange={(v) => setFilter(key, (v ?? 'all') as TFilters[typeof key])}
                allowDeselect={false}
              />
            ))}
          </SimpleGrid>
        </Paper>
      </Collapse>

      <StaleDataAlert query={list} onRetry={() => void refresh()} />
      {list.isPending ? (
        <Center p="xl">
          <Loader aria-label={t('candidates.page.loading')} />
        </Center>
      ) : list.isLoadingError ? (
        <Alert color="red" role="alert">
          {getErrorMessage(list.error, t('candidates.page.loadFailed'))}
        </Alert>
      ) : items.length === 0 ? (
        <Center p="xl">
          <Stack gap={4} align="center">
            <Text fw={600}>
              {filtering ? t('candidates.page.noneFound') : t('candidates.page.noneYet')}
            </Text>
            {filtering ? (
              <Text size="sm" c="dimmed">
                {t('candidates.page.noneFoundHint')}
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
              renderCvUpload={slots.renderCvUpload}
            />
          ))}
        </SimpleGrid>
      )}

      <ListPagination
        total={list.data?.pages ?? 1}
        value={page}
        onChange={setPage}
        aria-label={t('candidates.page.pagination')}
        withControlLabels
      />

      <CandidateDetailModal
        candidateId={viewing?.id ?? linkedId}
        initial={viewing}
        onClose={closeDetail}
        {...slots}
      />
      <ConfirmDialog
        opened={!!deleting}
        title={t('candidates.page.deleteTitle')}
        message={deleting ? t('candidates.page.deleteConfirm', { name: deleting.name }) : ''}
        confirmLabel={t('common.actions.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
