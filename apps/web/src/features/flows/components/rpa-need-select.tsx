import { useState } from 'react';
import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TNeed } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { useRpaNeedSearch } from '../api/search-rpa-needs.ts';

/** Search debounce, as for every list search (spec 000 §9). */
const SEARCH_DEBOUNCE_MS = 300;

const needLabel = (need: TNeed) => `${need.title} — ${need.client}`;

// The server searched already: every option it sent is shown.
const keepAll = ({ options }: { options: unknown[] }) => options as never;

/**
 * The needs the server found for the typed text, plus those already chosen, and the search props
 * the single and the multiple picker share.
 */
function useNeedOptions(chosen: readonly TNeed[], error: string | null | undefined) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const found = useRpaNeedSearch(debounced, true);
  const byId = new Map<string, TNeed>();
  for (const need of [...chosen, ...(found.data?.items ?? [])]) byId.set(need.id, need);
  const searchProps = {
    required: true,
    searchable: true,
    clearable: true,
    searchValue: search,
    onSearchChange: setSearch,
    filter: keepAll,
    data: [...byId.values()].map((need) => ({ value: need.id, label: needLabel(need) })),
    nothingFoundMessage: found.isFetching
      ? t('flows.needSelect.searching')
      : t('flows.needSelect.noNeeds'),
    error,
    comboboxProps: { withinPortal: true },
  };
  return { byId, searchProps };
}

export function RpaNeedSelect({
  need,
  onChange,
  error,
}: {
  need: TNeed | null;
  onChange: (need: TNeed | null) => void;
  error?: string | null;
}) {
  const t = useT();
  const { byId, searchProps } = useNeedOptions(need ? [need] : [], error);
  return (
    <Select
      label={t('flows.table.need')}
      placeholder={t('flows.needSelect.placeholder')}
      {...searchProps}
      value={need?.id ?? null}
      onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
    />
  );
}

export function RpaNeedMultiSelect({
  needs,
  onChange,
  error,
}: {
  needs: TNeed[];
  onChange: (needs: TNeed[]) => void;
  error?: string | null;
}) {
  const t = useT();
  const { byId, searchProps } = useNeedOptions(needs, error);
  return (
    <MultiSelect
      label={t('flows.needSelect.needs')}
      placeholder={needs.length ? undefined : t('flows.needSelect.placeholder')}
      {...searchProps}
      value={needs.map((n) => n.id)}
      onChange={(ids) =>
        onChange(ids.map((id) => byId.get(id)).filter((n): n is TNeed => Boolean(n)))
      }
    />
  );
}
