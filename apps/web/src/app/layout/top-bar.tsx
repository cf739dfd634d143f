import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Box, Burger, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { IconLayoutKanban } from '@tabler/icons-react';
import { openPalette, TopBarSearch } from '../../features/palette/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { NARROW_QUERY } from '../../shared/layout/breakpoints.ts';
import { useTopBarSlotTargets } from '../../shared/layout/top-bar-slots.tsx';
import { useViewSearchRef } from '../../shared/search/view-search.tsx';
import { UserButton } from './user-button.tsx';
import { ViewNavList, ViewSwitcher } from './view-switcher.tsx';

function Logo({ compact }: { compact: boolean }) {
  const t = useT();
  return (
    <Link
      to="/softeamboard"
      aria-label={t('app.topBar.home')}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Group gap={6} wrap="nowrap">
        <IconLayoutKanban size={26} color="var(--mantine-color-blue-6)" aria-hidden />
        {compact ? null : (
          <Text fw={700} size="lg" visibleFrom="lg">
            {/* i18n-ignore: the product's name */}
            Staffing Pipeline
          </Text>
        )}
      </Group>
    </Link>
  );
}

type TTopBarProps = { isMobile: boolean; onOpenProfile: () => void };

export function TopBar({ isMobile, onOpenProfile }: TTopBarProps) {
  const t = useT();
  const searchRef = useViewSearchRef();
  const { setFilterTarget, setActionsTarget } = useTopBarSlotTargets();
  const [isMenuOpen, setMenuOpen] = useState(false);
  // Between the spec's 768 px and 992 px the full bar does not fit: the views go in the menu
  // while the page's filter and actions stay in the bar; below 768 px they join the menu too.
  const isCompact = useMediaQuery(NARROW_QUERY, false) ?? false;
  const isFolded = isMobile || isCompact;
  const slotsInMenu = isMobile;

  const { pathname } = useLocation();
  // Cmd/Ctrl+K opens the command palette, even from another input. On the Candidates
  // page (spec 001) the first press focuses the page's search box; pressed there, the palette.
  useHotkeys(
    [
      [
        'mod+K',
        () => {
          const box = searchRef.current;
          if (pathname === '/candidates' && box && document.activeElement !== box) box.focus();
          else openPalette();
        },
      ],
    ],
    [],
  );

  if (!isFolded) {
    return (
      <Group h="100%" px="md" gap="md" wrap="nowrap">
        <div ref={setFilterTarget} style={{ display: 'contents' }} />
        <Logo compact={false} />
        <ViewSwitcher />
        <TopBarSearch w={300} />
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
          aria-label={t('app.topBar.openMenu')}
          size="sm"
        />
        {slotsInMenu ? null : <div ref={setFilterTarget} style={{ display: 'contents' }} />}
        <Logo compact />
        {slotsInMenu ? null : <TopBarSearch w={240} />}
        <Box style={{ flex: 1 }} />
        {slotsInMenu ? null : <Group gap="xs" wrap="nowrap" ref={setActionsTarget} />}
        <UserButton onClick={onOpenProfile} showName={false} />
      </Group>
      {/* Kept mounted so pages' filter and action slots always have a place to render. */}
      <Drawer
        opened={isMenuOpen}
        onClose={() => setMenuOpen(false)}
        title={<Title order={4}>{t('app.topBar.menu')}</Title>}
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
        size="xs"
        keepMounted
      >
        <Stack gap="lg">
          {slotsInMenu ? (
            <MenuSection label={t('app.topBar.filters')}>
              <Stack gap="xs" ref={setFilterTarget} />
            </MenuSection>
          ) : null}
          <MenuSection label={t('app.topBar.navigation')}>
            <ViewNavList onNavigate={() => setMenuOpen(false)} />
          </MenuSection>
          {slotsInMenu ? (
            <MenuSection label={t('app.topBar.actions')}>
              <Stack gap="xs" ref={setActionsTarget} />
            </MenuSection>
          ) : null}
        </Stack>
      </Drawer>
    </>
  );
}

/** A titled part of the small-screen menu, named for screen readers by the same title. */
function MenuSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label}>
      <Text size="xs" fw={600} tt="uppercase" c="dimmed" mb={6}>
        {label}
      </Text>
      {children}
    </section>
  );
}
