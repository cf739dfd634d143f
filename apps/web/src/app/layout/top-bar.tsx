import { useState } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Box, Burger, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconLayoutKanban, IconSearch, IconX } from '@tabler/icons-react';
import { useTopBarSlotTargets } from '../../shared/layout/top-bar-slots.tsx';
import { useGlobalSearch } from '../../shared/search/global-search.tsx';
import { GlobalSearchInput } from './global-search-input.tsx';
import { UserButton } from './user-button.tsx';
import { ViewNavList, ViewSwitcher } from './view-switcher.tsx';

function Logo({ compact }: { compact: boolean }) {
  return (
    <Link
      to="/softeamboard"
      aria-label="Staffing Pipeline, go to the board"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Group gap={6} wrap="nowrap">
        <IconLayoutKanban size={26} color="var(--mantine-color-blue-6)" aria-hidden />
        {compact ? null : (
          <Text fw={700} size="lg" visibleFrom="md">
            Staffing Pipeline
          </Text>
        )}
      </Group>
    </Link>
  );
}

type TTopBarProps = { isMobile: boolean; onOpenProfile: () => void };

export function TopBar({ isMobile, onOpenProfile }: TTopBarProps) {
  const { inputRef } = useGlobalSearch();
  const { setFilterTarget, setActionsTarget } = useTopBarSlotTargets();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isSearchOpen, setSearchOpen] = useState(false);

  // Cmd/Ctrl+K focuses the global search, even from another input.
  useHotkeys(
    [
      [
        'mod+K',
        () => {
          if (isMobile) setSearchOpen(true);
          inputRef.current?.focus();
        },
      ],
    ],
    [],
  );

  if (!isMobile) {
    return (
      <Group h="100%" px="md" gap="md" wrap="nowrap">
        <div ref={setFilterTarget} style={{ display: 'contents' }} />
        <Logo compact={false} />
        <ViewSwitcher />
        <Box style={{ flex: 1, minWidth: 150, maxWidth: 520 }}>
          <GlobalSearchInput />
        </Box>
        <Group gap="xs" wrap="nowrap" ml="auto" ref={setActionsTarget} />
        <UserButton onClick={onOpenProfile} showName />
      </Group>
    );
  }

  return (
    <>
      <Group h="100%" px="sm" gap="xs" wrap="nowrap">
        <Burger
          opened={isMenuOpen}
          onClick={() => setMenuOpen((open) => !open)}
          aria-label="Open menu"
          size="sm"
        />
        {isSearchOpen ? (
          <>
            <Box style={{ flex: 1 }}>
              <GlobalSearchInput autoFocus />
            </Box>
            <ActionIcon
              variant="subtle"
              aria-label="Close search"
              onClick={() => setSearchOpen(false)}
            >
              <IconX size={18} />
            </ActionIcon>
          </>
        ) : (
          <>
            <Logo compact />
            <Box style={{ flex: 1 }} />
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label="Open search"
              onClick={() => setSearchOpen(true)}
            >
              <IconSearch size={18} />
            </ActionIcon>
          </>
        )}
        <UserButton onClick={onOpenProfile} showName={false} />
      </Group>
      {/* Kept mounted so pages' filter and action slots always have a place to render. */}
      <Drawer
        opened={isMenuOpen}
        onClose={() => setMenuOpen(false)}
        title={<Title order={4}>Menu</Title>}
        size="xs"
        keepMounted
      >
        <Stack gap="lg">
          <section aria-label="Filters">
            <Text size="xs" fw={600} tt="uppercase" c="dimmed" mb={6}>
              Filters
            </Text>
            <Stack gap="xs" ref={setFilterTarget} />
          </section>
          <section aria-label="Navigation">
            <Text size="xs" fw={600} tt="uppercase" c="dimmed" mb={6}>
              Navigation
            </Text>
            <ViewNavList onNavigate={() => setMenuOpen(false)} />
          </section>
          <section aria-label="Actions">
            <Text size="xs" fw={600} tt="uppercase" c="dimmed" mb={6}>
              Actions
            </Text>
            <Stack gap="xs" ref={setActionsTarget} />
          </section>
        </Stack>
      </Drawer>
    </>
  );
}
