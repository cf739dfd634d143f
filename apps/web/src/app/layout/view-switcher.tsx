import { Link, useLocation } from 'react-router';
import { Badge, Button, Group, Menu, NavLink, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconLayoutKanban, IconShieldLock } from '@tabler/icons-react';
import { useSession } from '../../shared/session/index.ts';
import {
  findActiveEntry,
  getVisibleEntries,
  isEntryActive,
  type TViewEntry,
} from './navigation.ts';

function AdministrationHeading() {
  return (
    <Group gap={6}>
      <Text size="xs" fw={600} tt="uppercase" c="dimmed">
        Administration
      </Text>
      <Badge size="xs" color="red" variant="light">
        Admin
      </Badge>
    </Group>
  );
}

/** Desktop view switcher: a menu of views; hidden for the Recruiter role. */
export function ViewSwitcher() {
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
          {entry.label}
        </Text>
        <Text size="xs" c="dimmed">
          {entry.description}
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
          aria-label={`Switch view (current: ${active?.label ?? 'none'})`}
        >
          {active?.label ?? 'Views'}
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
  const { role } = useSession();
  const { pathname } = useLocation();
  const { views, admin } = getVisibleEntries(role);
  if (views.length === 0) return null;
  const renderLink = (entry: TViewEntry) => (
    <NavLink
      key={entry.path}
      component={Link}
      to={entry.path}
      label={entry.label}
      description={entry.description}
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
