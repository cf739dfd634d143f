import {
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Indicator,
  SegmentedControl,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { IconFilter, IconLayoutKanban, IconList, IconPlus, IconRefresh } from '@tabler/icons-react';
import {
  BOARD_COLUMNS,
  SIMPLIFIED_BOARD_COLUMNS,
  can,
  matchesNeedFilters,
  type TNeed,
  type TNeedBoardCard,
  type TNeedColumn,
} from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { TopBarActions, TopBarFilter } from '../../../shared/layout/top-bar-slots.tsx';
import { ViewSearchInput } from '../../../shared/search/view-search-input.tsx';
import { useSession } from '../../../shared/session/index.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { StaleDataAlert } from '../../../shared/ui/stale-data-alert.tsx';
import { useBoard } from '../api/get-board.ts';
import { useNeedClients } from '../api/get-need-clients.ts';
import { useBoardLiveUpdates } from '../hooks/use-board-live-updates.ts';
import { useMoveFlow } from '../hooks/use-move-flow.ts';
import { boardCollisionDetection } from '../utils/board-collision.ts';
import { columnKeyboardCoordinates } from '../utils/board-keyboard.ts';
import { toastError, toastSuccess } from '../utils/toasts.ts';
import { getBoardEmptyKey, isBoardNarrowed } from '../utils/board-empty-text.ts';
import { BoardColumn } from './board-column.tsx';
import {
  EMPTY_BOARD_FILTERS,
  countPanelFilters,
  readBoardFilters,
  writeBoardFilters,
  type TBoardFilters,
} from '../utils/need-list-params.ts';
import { BoardFilterDrawer } from './board-filter-drawer.tsx';
import { BoardList } from './board-list.tsx';
import { ConfirmMoveModal } from './confirm-move-modal.tsx';
import type { TCreateNeedModalProps } from './create-need-modal.tsx';
import { NeedCard, type TRenderCandidates } from './need-card.tsx';
import { lazyPage } from '../../../shared/utils/lazy-page.ts';
import { useSettledSearch } from '../../../shared/search/use-settled-search.ts';

// The edit and create dialogs (their forms and number inputs) load when first opened, not with
// the board (/login then the board ≤ 300 KiB).
const EditNeedModal = lazyPage(() => import('./edit-need-modal.tsx'), 'EditNeedModal');
const CreateNeedModal = lazyPage(
  () => import('./create-need-modal.tsx').then(({ CreateNeedModal }) => ({ CreateNeedModal })),
  'CreateNeedModal',
);

/**
 * The needs' search box, on the board and in the lists: its placeholder says what the server's
 * search_text covers ('Search needs by title, client or description...').
 */
export function NeedsSearchInput(
  props: Pick<ComponentProps<typeof ViewSearchInput>, 'value' | 'onChange' | 'w' | 'style'>,
) {
  const t = useT();
  return (
    <ViewSearchInput label={t('needs.search.label')} scope={t('needs.search.scope')} {...props} />
  );
}
const MOBILE_QUERY = '(max-width: 767.98px)';
// One empty list for every empty column, so their memoised columns keep their props.
const NO_CARDS: readonly TNeedBoardCard[] = [];

export type TNeedBoardProps = {
  /** Candidates slot of each card (chips per stage, preview); the candidates feature fills it. */
  renderCandidates?: TRenderCandidates;
  /** The Create dialog's AI Analysis tab content; until provided the tab says it is coming. */
  createAiAnalysisPanel?: TCreateNeedModalProps['aiAnalysisPanel'];
};

/** The kanban board of active needs (spec 000 §2 Board). */
export function NeedBoard({ renderCandidates, createAiAnalysisPanel }: TNeedBoardProps) {
  const t = useT();
  const navigate = useNavigate();
  const { role } = useSession();
  const isReadOnly = !role || !can.mutateNeeds(role);
  const isMobile = useMediaQuery(MOBILE_QUERY, false) ?? false;
  const clients = useNeedClients();
  const moveFlow = useMoveFlow();
  useBoardLiveUpdates();

  const [view, setView] = useState<'workflow' | 'simplified'>('workflow');
  const [mobileMode, setMobileMode] = useState<'list' | 'board'>('list');
  // Search and filters live in the URL (spec 000 names), so a link reproduces the board.
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readBoardFilters(searchParams), [searchParams]);
  const setFilters = (next: TBoardFilters) =>
    setSearchParams((current) => writeBoardFilters(next, current), { replace: true });
  const [isFilterOpen, setFilterOpen] = useState(false);
  const [isCreateOpen, setCreateOpen] = useState(false);
  // Mounted from its first opening on, so that a closed dialog keeps what was typed in it.
  const [hasOpenedCreate, setHasOpenedCreate] = useState(false);
  if (isCreateOpen && !hasOpenedCreate) setHasOpenedCreate(true);
  const [editing, setEditing] = useState<TNeed | null>(null);
  const [dragged, setDragged] = useState<TNeedBoardCard | null>(null);
  const [now] = useState(() => new Date());
  // The search is the server's (it covers descriptions); the panel's filters apply here, at once.
  const board = useBoard(filters.search.trim() ? { search: filters.search.trim() } : {});

  const [searchText, setSearchText] = useSettledSearch(filters.search, (search) =>
    setFilters({ ...filters, search }),
  );
  const clearAll = () => {
    setSearchText('');
    setFilters(EMPTY_BOARD_FILTERS);
  };

  const sensors = useSensors(
    // A pointer drag starts after 6 px so that a click still opens the card.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const columns = view === 'workflow' ? BOARD_COLUMNS : SIMPLIFIED_BOARD_COLUMNS;

  const byColumn = useMemo(() => {
    const groups = new Map<TNeedColumn, TNeedBoardCard[]>();
    const local = { ...filters, search: undefined };
    for (const need of board.data?.items ?? []) {
      if (!matchesNeedFilters(need, local)) continue;
      const list = groups.get(need.column) ?? [];
      list.push(need);
      groups.set(need.column, list);
    }
    return groups;
  }, [board.data, filters]);

  const openNeed = useCallback(
    (need: TNeedBoardCard) => void navigate(`/softeamboard/need/${need.id}`),
    [navigate],
  );
  const editNeed = useMemo(
    () => (isReadOnly ? undefined : (need: TNeed) => setEditing(need)),
    [isReadOnly],
  );
  const showCreate = useCallback(() => setCreateOpen(true), []);
  // The command palette's Create Need comes as ?create=need: open the dialog, drop the mark.
  const wantsCreate = searchParams.get('create') === 'need';
  useEffect(() => {
    if (!wantsCreate) return;
    if (!isReadOnly) setCreateOpen(true);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('create');
        return next;
      },
      { replace: true },
    );
  }, [wantsCreate, isReadOnly, setSearchParams]);
  const openCreate = isReadOnly ? undefined : showCreate;

  const refresh = async () => {
    const result = await board.refetch();
    if (result.isError) toastError(translate('needs.board.refreshFailed'));
    else toastSuccess(translate('needs.board.refreshed'));
    void clients.refetch();
  };

  const onDragStart = (event: DragStartEvent) =>
    setDragged((event.active.data.current?.need as TNeedBoardCard) ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setDragged(null);
    const need = event.active.data.current?.need as TNeedBoardCard | undefined;
    const to = event.over?.id as TNeedColumn | undefined;
    if (need && to && to !== need.column) moveFlow.request(need, to);
  };

  const activeFilterCount = countPanelFilters(filters);
  const isNarrowed = isBoardNarrowed(filters, searchText, board.isRefetchError);
  const cardProps = { now, onOpen: openNeed, onEdit: editNeed, renderCandidates };
  const maxBodyHeight = 'calc(100vh - 230px)';

  const toolbar = (
    <Group gap="sm" wrap="wrap" justify="space-between">
      <Group gap="sm" wrap="wrap">
        <NeedsSearchInput value={searchText} onChange={setSearchText} w={isMobile ? '100%' : 400} />
        {isBoardNarrowed(filters, searchText, false) ? (
          <Button variant="subtle" size="sm" onClick={clearAll}>
            {t('needs.search.clearAll')}
          </Button>
        ) : null}
        <SegmentedControl
          aria-label={t('needs.board.view')}
          value={view}
          onChange={(v) => setView(v as 'workflow' | 'simplified')}
          data={[
            { value: 'workflow', label: t('needs.board.workflow') },
            { value: 'simplified', label: t('needs.board.simplified') },
          ]}
        />
        {isMobile ? (
          <SegmentedControl
            aria-label={t('needs.board.mobileLayout')}
            value={mobileMode}
            onChange={(v) => setMobileMode(v as 'list' | 'board')}
            data={[
              { value: 'list', label: <IconList size={16} aria-label={t('needs.board.list')} /> },
              {
                value: 'board',
                label: <IconLayoutKanban size={16} aria-label={t('needs.board.board')} />,
              },
            ]}
          />
        ) : null}
      </Group>
      <Group gap="xs">
        <Tooltip label={t('common.actions.refresh')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('common.actions.refresh')}
            onClick={() => void refresh()}
            loading={board.isRefetching}
          >
            <IconRefresh size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );

  let body: ReactNode;
  if (board.isPending) body = <PageLoader />;
  // A failed first load has nothing to show; a failed refresh keeps the cards (StaleDataAlert).
  else if (board.isLoadingError)
    body = (
      <Alert color="red" title={t('needs.list.loadFailed')}>
        <Button size="xs" variant="light" color="red" onClick={() => void board.refetch()}>
          {t('needs.filters.tryAgain')}
        </Button>
      </Alert>
    );
  else if (isMobile && mobileMode === 'list') {
    const visible = columns.flatMap((c) => byColumn.get(c.column) ?? []);
    body =
      visible.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="board-list">
          {t(getBoardEmptyKey(isNarrowed, view))}
        </Text>
      ) : (
        <BoardList needs={visible} maxHeight={maxBodyHeight} {...cardProps} />
      );
  } else {
    const minWidth = view === 'workflow' ? 200 : 300;
    body = (
      <DndContext
        sensors={sensors}
        collisionDetection={boardCollisionDetection}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) =>
              translate('needs.board.dnd.pickedUp', {
                title:
                  (active.data.current?.need as TNeedBoardCard | undefined)?.title ??
                  translate('needs.board.dnd.need'),
              }),
            onDragOver: ({ over }) =>
              over
                ? translate('needs.board.dnd.over', {
                    column: labelOf(translate, 'needColumn', String(over.id)),
                  })
                : translate('needs.board.dnd.notOver'),
            onDragEnd: ({ over }) =>
              over
                ? translate('needs.board.dnd.dropped', {
                    column: labelOf(translate, 'needColumn', String(over.id)),
                  })
                : translate('needs.board.dnd.droppedNowhere'),
            onDragCancel: () => translate('needs.board.dnd.cancelled'),
          },
        }}
      >
        <Box style={{ overflowX: 'auto' }} pb="xs">
          <Box
            data-testid="board-grid"
            style={{
              display: 'grid',
              gridTemplateColumns: `repeat(${columns.length}, minmax(${minWidth}px, 1fr))`,
              gap: 12,
              alignItems: 'start',
            }}
          >
            {columns.map((column) => (
              <BoardColumn
                key={column.id}
                column={column}
                needs={byColumn.get(column.column) ?? NO_CARDS}
                isNarrowed={isNarrowed}
                isReadOnly={isReadOnly}
                onCreate={openCreate}
                maxBodyHeight={maxBodyHeight}
                {...cardProps}
              />
            ))}
          </Box>
        </Box>
        <DragOverlay>{dragged ? <NeedCard need={dragged} {...cardProps} /> : null}</DragOverlay>
      </DndContext>
    );
  }

  // Busy until the projection has rendered (the benchmark and assistive technology read it).
  const isBusy = board.isPending || (board.isPlaceholderData && board.isFetching);
  return (
    <Stack gap="sm" p="md" data-testid="need-board" aria-busy={isBusy}>
      <TopBarFilter>
        <Indicator label={activeFilterCount} size={16} disabled={activeFilterCount === 0}>
          <Button
            variant="default"
            leftSection={<IconFilter size={16} />}
            onClick={() => setFilterOpen(true)}
          >
            {t('needs.filters.title')}
          </Button>
        </Indicator>
      </TopBarFilter>
      {isReadOnly ? null : (
        <TopBarActions>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreateOpen(true)}>
            {t('needs.create.submit')}
          </Button>
        </TopBarActions>
      )}
      {toolbar}
      <StaleDataAlert query={board} onRetry={() => void refresh()} />
      {body}
      <BoardFilterDrawer
        opened={isFilterOpen}
        onClose={() => setFilterOpen(false)}
        filters={filters}
        onChange={setFilters}
        clients={clients.data ?? []}
      />
      <ConfirmMoveModal
        pending={moveFlow.pending}
        onConfirm={moveFlow.confirm}
        onCancel={moveFlow.cancel}
      />
      {isReadOnly || !hasOpenedCreate ? null : (
        <Suspense fallback={null}>
          <CreateNeedModal
            opened={isCreateOpen}
            onClose={() => setCreateOpen(false)}
            aiAnalysisPanel={createAiAnalysisPanel}
          />
        </Suspense>
      )}
      {editing ? (
        <Suspense fallback={null}>
          <EditNeedModal need={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
