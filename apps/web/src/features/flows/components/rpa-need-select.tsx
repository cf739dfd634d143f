import { useState } from 'react';
import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TNeed } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { useRpaNeedSearch } from '../api/search-rpa-needs.ts';

/** Search debounce, as for every list search (spec 000 §9). */
const SEARCH_DEBOUNCE_MS = 300;

const needLabel = (need: TNeed) => `${need.title} — ${need.client}`;

/** The needs the server found for the typed text, plus those already chosen. */
function useNeedOptions(chosen: readonly TNeed[]) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const found = useRpaNeedSearch(debounced, true);
  const byId = new Map<string, TNeed>();
  for (const need of [...chosen, ...(found.data?.items ?? [])]) byId.set(need.id, need);
  const options = [...byId.values()].map((need) => ({ value: need.id, label: needLabel(need) }));
  return { search, setSearch, byId, options, isLoading: found.isFetching };
}

// The server searched already: every option it sent is shown.
const keepAll = ({ options }: { options: unknown[] }) => options as never;

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
  const { search, setSearch, byId, options, isLoading } = useNeedOptions(need ? [need] : []);
  return (
    <Select
      label={t('flows.table.need')}
      placeholder={t('flows.needSelect.placeholder')}
      required
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={keepAll}
      data={options}
      value={need?.id ?? null}
      onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
      nothingFoundMessage={
        isLoading ? t('flows.needSelect.searching') : t('flows.needSelect.noNeeds')
      }
      error={error}
      comboboxProps={{ withinPortal: true }}
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
  const { search, setSearch, byId, options, isLoading } = useNeedOptions(needs);
  return (
    <MultiSelect
      label={t('flows.needSelect.needs')}
      placeholder={needs.length ? undefined : t('flows.needSelect.placeholder')}
      required
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={keepAll}
      data={options}
      value={needs.map((n) => n.id)}
      onChange={(ids) =>
        onChange(ids.map((id) => byId.get(id)).filter((n): n is TNeed => Boolean(n)))
      }
      nothingFoundMessage={
        isLoading ? t('flows.needSelect.searching') : t('flows.needSelect.noNeeds')
      }
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
