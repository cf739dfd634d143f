import type { CSSProperties } from 'react';
import { CloseButton, Kbd, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useT } from '../../i18n/i18n.ts';
import { useViewSearchRef } from './view-search.tsx';

type TViewSearchInputProps = {
  /** The accessible name, e.g. 'Search needs'. */
  label: string;
  /** What the server (or the view) really searches, shown as the placeholder. */
  scope: string;
  value: string;
  onChange: (value: string) => void;
  w?: number | string;
  style?: CSSProperties;
};

/**
 * The one search box of a view (no second search combining silently with it). Its
 * placeholder states what it searches; Cmd/Ctrl+K focuses it; Escape or the cross empties it.
 */
export function ViewSearchInput({
  label,
  scope,
  value,
  onChange,
  w,
  style,
}: TViewSearchInputProps) {
  const t = useT();
  const inputRef = useViewSearchRef();
  return (
    <TextInput
      ref={inputRef}
      aria-label={label}
      placeholder={scope}
      leftSection={<IconSearch size={14} />}
      rightSection={
        value ? (
          <CloseButton size="sm" aria-label={t('app.search.clear')} onClick={() => onChange('')} />
        ) : (
          <Kbd size="xs">⌘K</Kbd>
        )
      }
      rightSectionWidth={value ? undefined : 44}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && value) onChange('');
      }}
      w={w}
      style={style}
    />
  );
}
