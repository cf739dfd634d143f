import { Select, SimpleGrid, TextInput, type ComboboxData } from '@mantine/core';
import {
  ANALYTICS_PERIOD_PRESETS,
  CATEGORIES,
  isDayText,
  presetOfPeriod,
  PRIORITIES,
  type TAnalyticsPeriodPreset,
} from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { useAnalyticsClients, useAnalyticsSalesUsers } from '../api/get-filter-options.ts';
import { withPreset, type TAnalyticsFilters } from '../utils/analytics-params.ts';

const CUSTOM = 'custom';

/** Period (a preset or two days) and the filters; every change goes to the URL. */
export function AnalyticsFilters({
  filters,
  today,
  onChange,
}: {
  filters: TAnalyticsFilters;
  today: Date;
  onChange: (next: TAnalyticsFilters) => void;
}) {
  const t = useT();
  const salesUsers = useAnalyticsSalesUsers();
  const clients = useAnalyticsClients();
  const preset = presetOfPeriod(filters, today) ?? CUSTOM;

  const setDay = (key: 'from' | 'to', value: string) => {
    if (!isDayText(value)) return;
    const next = { ...filters, [key]: value };
    // A reversed period follows the day just picked rather than failing.
    if (next.from > next.to) {
      if (key === 'from') next.to = value;
      else next.from = value;
    }
    onChange(next);
  };

  const owners = (salesUsers.data ?? []).map((u) => ({ value: u.id, label: u.name }));
  if (filters.owner && !owners.some((o) => o.value === filters.owner))
    owners.push({ value: filters.owner, label: t('analytics.owner.unknown') });
  const clientNames = [...(clients.data ?? [])];
  if (filters.client && !clientNames.includes(filters.client)) clientNames.push(filters.client);
  const priorities = PRIORITIES.map((p) => ({
    value: p,
    label: t('analytics.filters.priorityOption', { priority: p, label: labelOf(t, 'priority', p) }),
  }));
  const categories = CATEGORIES.map((c) => ({ value: c, label: labelOf(t, 'category', c) }));

  /** A filter that is 'All' until one value is picked; clearing it goes back to all. */
  const filterSelect = (
    key: 'owner' | 'client' | 'priority' | 'category',
    label: TMessageKey,
    data: ComboboxData,
    searchable = false,
  ) => (
    <Select
      label={t(label)}
      placeholder={t('analytics.filters.all')}
      clearable
      searchable={searchable}
      value={filters[key]}
      data={data}
      onChange={(value) => onChange({ ...filters, [key]: value } as TAnalyticsFilters)}
    />
  );

  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 7 }} spacing="sm">
      <Select
        label={t('analytics.filters.period')}
        value={preset}
        allowDeselect={false}
        data={[
          ...ANALYTICS_PERIOD_PRESETS.map((p) => ({
            value: p,
            label: t(`analytics.presets.${p}` as TMessageKey),
          })),
          { value: CUSTOM, label: t('analytics.filters.custom'), disabled: true },
        ]}
        onChange={(value) => {
          if (value && value !== CUSTOM)
            onChange(withPreset(filters, value as TAnalyticsPeriodPreset, today));
        }}
      />
      <TextInput
        label={t('analytics.filters.from')}
        type="date"
        value={filters.from}
        onChange={(e) => setDay('from', e.currentTarget.value)}
      />
      <TextInput
        label={t('analytics.filters.to')}
        type="date"
        value={filters.to}
        onChange={(e) => setDay('to', e.currentTarget.value)}
      />
      {filterSelect('owner', 'analytics.filters.salesUser', owners, true)}
      {filterSelect('client', 'analytics.filters.client', clientNames, true)}
      {filterSelect('priority', 'analytics.filters.priority', priorities)}
      {filterSelect('category', 'analytics.filters.category', categories)}
    </SimpleGrid>
  );
}
