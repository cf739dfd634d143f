import { Link, useLocation } from 'react-router';
import { Badge, Button, Group, Menu, NavLink, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconLayoutKanban, IconShieldLock } from '@tabler/icons-react';
import { useT } from '../../i18n/i18n.ts';
import { useSession } from '../../shared/session/index.ts';
import {
  findActiveEntry,
  getVisibleEntries,
  isEntryActive,
  type TViewEntry,
} from './navigation.ts';

function AdministrationHeading() {
  const t = useT();
  return (
    <Group gap={6}>
      <Text size="xs" fw={600} tt="uppercase" c="dimmed">
        {t('app.nav.administration')}
      </Text>
      <Badge size="xs" color="red" variant="light">
        {t('app.nav.admin')}
      </Badge>
    </Group>
  );
}

/** Desktop view switcher: a menu of views; hidden for the Recruiter role. */
export function ViewSwitcher() {
  const t = useT();
  const { role } = useSession();
  const { pathname } = useLocation();
  const { views, admin } = getVisibleEntries(role);
  if (views.length === 0) return null;
  const active = findActiveEntry(pathname);

  const renderItem = (entry: TViewEntry) => {
    const isActive = isEntryActive(entry, pathname);
    return (
      <Menu.Item
        key={entry.path}
        component={Link}
        to={entry.path}
        aria-current={isActive ? 'page' : undefined}
        bg={isActive ? 'var(--mantine-color-blue-light)' : undefined}
      >
        <Text size="sm" fw={isActive ? 600 : 500}>
          {t(entry.labelKey)}
        </Text>
        <Text size="xs" c="dimmed">
          {t(entry.descriptionKey)}
        </Text>
      </Menu.Item>
    );
  };

  return (
    <Menu position="bottom-start" width={280} shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconLayoutKanban size={16} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={t('app.nav.switchView', {
            current: active ? t(active.labelKey) : t('app.nav.none'),
          })}
        >
          {active ? t(active.labelKey) : t('app.nav.views')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {views.map(renderItem)}
        {admin.length > 0 ? (
          <>
            <Menu.Divider />
            <Menu.Label>
              <AdministrationHeading />
            </Menu.Label>
            {admin.map(renderItem)}
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Mobile menu's Navigation section: the same entries as links. */
export function ViewNavList({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const { role } = useSession();
  const { pathname } = useLocation();
  const { views, admin } = getVisibleEntries(role);
  if (views.length === 0) return null;
  const renderLink = (entry: TViewEntry) => (
    <NavLink
      key={entry.path}
      component={Link}
      to={entry.path}
      label={t(entry.labelKey)}
      description={t(entry.descriptionKey)}

      active={isEntryActive(entry, pathname)}
      onClick={onNavigate}
    />
  );
  return (
    <Stack gap={2}>
      {views.map(renderLink)}
      {admin.length > 0 ? (
        <>
          <Group gap={6} mt="sm" px="sm">
            <IconShieldLock size={14} />
            <AdministrationHeading />
          </Group>
          {admin.map(renderLink)}
        </>
      ) : null}
    </Stack>
  );
}
