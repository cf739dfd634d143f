import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n.ts';
import { openPalette } from '../palette-store.ts';

/**
 * The top bar's global search box (spec 000 §2: 'Search needs, clients... (⌘K)'): a click, a key
 * or Cmd/Ctrl+K opens the command palette, which searches and carries on with what was typed.
 */
export function TopBarSearch({ w = 300 }: { w?: number | string }) {
  const t = useT();
  return (
    <TextInput
      aria-label={t('palette.topBar.label')}
      placeholder={t('palette.topBar.placeholder')}
      leftSection={<IconSearch size={14} aria-hidden />}
      value=""
      readOnly
      w={w}
      onClick={() => openPalette()}
      onKeyDown={(event) => {
        if (event.metaKey || event.ctrlKey || event.altKey) return;
        if (event.key.length === 1) {
          event.preventDefault();
          openPalette(event.key);
        } else if (event.key === 'Enter' || event.key === 'ArrowDown') {
          event.preventDefault();
          openPalette();
        }
      }}
    />
  );
}
