import { useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Input, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import '@mantine/spotlight/styles.css';
import {
  IconBolt,
  IconBriefcase,
  IconBuilding,
  IconClock,
  IconSearch,
  IconUser,
  IconUserCircle,
} from '@tabler/icons-react';
import { foldSearchText } from '@staffing/domain';
import { takePaletteQuery, usePaletteRequests } from '../palette-store.ts';
import { useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { useSession } from '../../../shared/session/index.ts';
import { usePaletteSearch } from '../api/search.ts';
import { actionsFor, CREATE_NEED_PATH, type TPaletteAction } from '../utils/palette-actions.ts';
import { pushRecent, readRecent, type TRecentItem } from '../utils/recent-items.ts';

/** Server results follow the typing after this pause (about 150 ms). */
export const PALETTE_DEBOUNCE_MS = 150;

export type TCommandPaletteProps = {
  opened: boolean;
  onClose: () => void;
  /** The layout's profile dialog (it is not a page). */
  onOpenProfile?: () => void;
};

type TEntry = {
  key: string;
  label: string;
  description?: string;
  icon: ReactNode;
  run: () => void;
};

const KIND_ICONS: Record<TRecentItem['kind'], ReactNode> = {
  need: <IconBriefcase size={18} aria-hidden />,
  candidate: <IconUser size={18} aria-hidden />,
  client: <IconBuilding size={18} aria-hidden />,
  user: <IconUserCircle size={18} aria-hidden />,
  page: <IconBolt size={18} aria-hidden />,
};

const LIST_ID = 'command-palette-list';
const entryElements = () =>
  Array.from(
    document.getElementById(LIST_ID)?.querySelectorAll<HTMLElement>('[data-action]') ?? [],
  );

/** Moves the chosen entry by `step` (wrapping), as Spotlight marks it: `data-selected`. */
function moveSelection(step: 1 | -1) {
  const entries = entryElements();
  if (entries.length === 0) return;
  const current = entries.findIndex((el) => el.hasAttribute('data-selected'));
  const next =
    current === -1
      ? step === 1
        ? 0
        : entries.length - 1
      : (current + step + entries.length) % entries.length;
  entries[current]?.removeAttribute('data-selected');
  entries[next]?.setAttribute('data-selected', 'true');
  entries[next]?.scrollIntoView({ block: 'nearest' });
}

function clearSelection() {
  for (const el of entryElements()) el.removeAttribute('data-selected');
}

/** Enter opens the chosen entry, or the first one when none is chosen yet. */
function openSelection() {
  const entries = entryElements();
  (entries.find((el) => el.hasAttribute('data-selected')) ?? entries[0])?.click();
}

function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
  if (event.nativeEvent.isComposing) return;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    moveSelection(event.key === 'ArrowDown' ? 1 : -1);
  } else if (event.key === 'Enter') {
    event.preventDefault();
    openSelection();
  }
}

const matches = (folded: string, ...texts: (string | null | undefined)[]) =>
  !folded || texts.some((text) => text && foldSearchText(text).includes(folded));

/**
 * The command palette (Cmd/Ctrl+K): the pages and actions the role may open, the
 * server's needs, candidates, clients and users as one types, and the last items opened first.
 * Keyboard only: arrows choose, Enter opens, Escape closes and gives the focus back.
 */
export function CommandPalette({ opened, onClose, onOpenProfile }: TCommandPaletteProps) {
  const t = useT();
  const navigate = useNavigate();
  const { user, role } = useSession();
  const userId = user?.id ?? '';
  const [[store, spotlight]] = useState(() => createSpotlight());
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, PALETTE_DEBOUNCE_MS);
  const [recent, setRecent] = useState<TRecentItem[]>(() => readRecent(userId));
  const search = usePaletteSearch(debounced);
  const requests = usePaletteRequests();

  useEffect(() => {
    if (opened) {
      setRecent(readRecent(userId));
      spotlight.open();
    } else {
      spotlight.close();
      setQuery('');
    }
  }, [opened, spotlight, userId]);

  // A key typed in the top bar's box opens the palette with it; one typed while the palette is
  // already opening (its focus not moved yet) is added to what the palette shows, not lost.
  useEffect(() => {
    if (!opened) return;
    const text = takePaletteQuery();
    if (text) setQuery((current) => current + text);
  }, [opened, requests]);

  const folded = foldSearchText(query.trim());
  const typed = folded.length > 0;

  const groups = useMemo(() => {
    const go = (item: TRecentItem) => () => {
      setRecent(pushRecent(userId, item));
      void navigate(item.path);
    };
    const seen = new Set<string>();
    const entry = (item: TRecentItem): TEntry => ({
      key: `${item.kind}:${item.id}`,
      label: item.label,
      description: item.description,
      icon: KIND_ICONS[item.kind],
      run: go(item),
    });
    const fresh = (items: TRecentItem[]) =>
      items.filter((item) => !seen.has(`${item.kind}:${item.id}`)).map(entry);

    const recentEntries = recent
      .filter((item) => matches(folded, item.label, item.description))
      .map(entry);
    for (const item of recentEntries) seen.add(item.key);

    const runAction = (action: TPaletteAction) => () => {
      const label = t(action.labelKey);
      const { target } = action;
      if (target.kind === 'createNeed') void navigate(CREATE_NEED_PATH);
      else if (target.kind === 'profile') onOpenProfile?.();
      else go({ kind: 'page', id: action.id, label, path: target.path })();
    };
    const actionEntries = actionsFor(role)
      .filter((action) => !seen.has(`page:${action.id}`) && matches(folded, t(action.labelKey)))
      .map((action): TEntry => ({
        key: `action:${action.id}`,
        label: t(action.labelKey),
        icon: KIND_ICONS.page,
        run: runAction(action),
      }));

    const data = typed ? search.data : undefined;
    const needs = fresh(
      (data?.needs ?? []).map((need) => ({
        kind: 'need' as const,
        id: need.id,
        label: need.title,
        description: `${need.client} · ${labelOf(t, 'needColumn', need.column)}`,
        path: `/softeamboard/need/${encodeURIComponent(need.id)}`,
      })),
    );
    const candidates = fresh(
      (data?.candidates ?? []).map((candidate) => ({
        kind: 'candidate' as const,
        id: candidate.id,
        label: candidate.name,
        description: [candidate.cvRole, candidate.email].filter(Boolean).join(' · ') || undefined,
        path: `/candidates?candidate=${encodeURIComponent(candidate.id)}`,
      })),
    );
    const clients = fresh(
      (data?.clients ?? []).map((client) => ({
        kind: 'client' as const,
        id: client.name,
        label: client.name,
        description: t('palette.client.needCount', { count: client.needCount }),
        path: `/softeamboard?clients=${encodeURIComponent(client.name)}`,
      })),
    );
    const users = fresh(
      (data?.users ?? []).map((person) => ({
        kind: 'user' as const,
        id: person.id,
        label: person.name,
        description: `${person.email} · ${labelOf(t, 'role', person.role)}`,
        path: `/admin/users?search=${encodeURIComponent(person.email)}`,
      })),
    );
    return [
      { key: 'recent', label: t('palette.group.recent'), entries: recentEntries },
      { key: 'actions', label: t('palette.group.actions'), entries: actionEntries },
      { key: 'needs', label: t('palette.group.needs'), entries: needs },
      { key: 'candidates', label: t('palette.group.candidates'), entries: candidates },
      { key: 'clients', label: t('palette.group.clients'), entries: clients },
      { key: 'users', label: t('palette.group.users'), entries: users },
    ].filter((group) => group.entries.length > 0);
  }, [folded, typed, recent, role, search.data, t, navigate, onOpenProfile, userId]);

  // A list that changed (typing, results arriving) has no chosen entry: ArrowDown starts over.
  const entryKeys = groups.flatMap((group) => group.entries.map((item) => item.key)).join('\n');
  useEffect(() => clearSelection(), [entryKeys]);

  const isSearching = typed && (search.isFetching || debounced !== query);

  return (
    <Spotlight.Root
      store={store}
      shortcut={null}
      onSpotlightClose={onClose}
      scrollable
      maxHeight={480}
    >
      {/* Spotlight's own search box selects the first entry after each key, before the list
          has followed the text: this one keeps no choice until an arrow makes one. */}
      <Input
        size="lg"
        variant="unstyled"
        px="sm"
        data-autofocus
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={onSearchKeyDown}
        placeholder={t('palette.search.placeholder')}
        aria-label={t('palette.search.label')}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={
          isSearching ? <Loader size="xs" aria-label={t('palette.search.loading')} /> : null
        }
      />
      <Spotlight.ActionsList id={LIST_ID} aria-label={t('palette.list.label')}>
        {groups.map((group) => (
          // Spotlight's own group label is CSS content, which no screen reader reads: a heading.
          <div key={group.key} role="group" aria-labelledby={`palette-${group.key}`}>
            <Text id={`palette-${group.key}`} size="xs" fw={700} c="dimmed" px="md" pt="xs" pb={4}>
              {group.label}
            </Text>
            {group.entries.map((item) => (
              <Spotlight.Action
                key={item.key}
                label={item.label}
                description={item.description}
                leftSection={
                  group.key === 'recent' ? <IconClock size={18} aria-hidden /> : item.icon
                }
                onClick={item.run}
              />
            ))}
          </div>
        ))}
        {groups.length === 0 && !isSearching ? (
          <Spotlight.Empty>{t('palette.empty')}</Spotlight.Empty>
        ) : null}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
