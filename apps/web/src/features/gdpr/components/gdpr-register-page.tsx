import { useState } from 'react';
import {
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPlay } from '@tabler/icons-react';
import { LEGAL_BASES, type TGdprRegister, type TLegalBasis } from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { QueryLoadStates } from '../../../shared/admin-ui/query-load-states.tsx';
import { PageHeader } from '../../../shared/admin-ui/page-header.tsx';
import { DataTable } from '../../../shared/admin-ui/data-table.tsx';
import { formatDate, formatDateTime } from '../../../shared/utils/format-date.ts';
import { useGdprRegister } from '../api/get-gdpr-register.ts';
import { useRunRetention } from '../api/run-retention.ts';
import { showFailureToast } from '../../../shared/ui/failure-toast.ts';

/** A legal basis in words ('Consent', 'Legitimate interest'), in the active language. */
const legalBasisKey = (basis: TLegalBasis) => `gdpr.legalBasis.${basis}` as TMessageKey;
const isLegalBasis = (value: unknown): value is TLegalBasis =>
  (LEGAL_BASES as readonly unknown[]).includes(value);

const DAY_MS = 86_400_000;
const WINDOWS = ['30', '90'] as const;

/** Upcoming erasures within `days` of now (past deadlines not yet run included). */
export function upcomingWithin(register: TGdprRegister, days: number, now = Date.now()) {
  return register.upcoming.filter((u) => Date.parse(u.retentionDeadline) <= now + days * DAY_MS);
}

/** The register of processing (Admin): counts, upcoming erasures, erasures done, a manual run. */
export function GdprRegisterPage() {
  const t = useT();
  const register = useGdprRegister();
  const run = useRunRetention();
  const [period, setPeriod] = useState<(typeof WINDOWS)[number]>('30');

  const start = () =>
    run.mutate(undefined, {
      onSuccess: () =>
        notifications.show({ color: 'blue', message: translate('gdpr.page.queued') }),
      onError: (e) => showFailureToast(e, translate('gdpr.page.runFailed')),
    });

  return (
    <Stack p="md" gap="md" maw={1200} mx="auto">
      <PageHeader
        align="flex-end"
        title={t('gdpr.page.title')}
        description={t('gdpr.page.intro')}
        descriptionMaw={720}
        actions={
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            loading={run.isPending}
            onClick={start}
          >
            {t('gdpr.page.run')}
          </Button>
        }
      />

      <QueryLoadStates
        query={register}
        loadingLabel={t('gdpr.page.loading')}
        failedMessage={t('gdpr.page.loadFailed')}
      >
        {register.data ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {LEGAL_BASES.map((basis) => (
                <Paper withBorder p="md" radius="md" key={basis}>
                  <Text size="sm" c="dimmed">
                    {t(legalBasisKey(basis))}
                  </Text>
                  <Text size="xl" fw={700} data-testid={`gdpr-count-${basis}`}>
                    {register.data.counts[basis]}
                  </Text>
                </Paper>
              ))}
              <Paper withBorder p="md" radius="md">
                <Text size="sm" c="dimmed">
                  {t('gdpr.page.retention')}
                </Text>
                <Text size="sm">
                  {t('gdpr.page.durations', {
                    noConsentMonths: register.data.durations.noConsentMonths,
                    consentMonths: register.data.durations.consentMonths,
                    warnDays: register.data.durations.warnDays,
                  })}
                </Text>
              </Paper>
            </SimpleGrid>

            <Paper withBorder p="md" radius="md">
              <Group justify="space-between" mb="sm" wrap="wrap">
                <Title order={4}>{t('gdpr.upcoming.title')}</Title>
                <SegmentedControl
                  aria-label={t('gdpr.upcoming.period')}
                  value={period}
                  onChange={(v) => setPeriod(v as (typeof WINDOWS)[number])}
                  data={WINDOWS.map((d) => ({
                    value: d,
                    label: t('gdpr.upcoming.nextDays', { days: d }),
                  }))}
                />
              </Group>
              <UpcomingTable items={upcomingWithin(register.data, Number(period))} />
            </Paper>

            <Paper withBorder p="md" radius="md">
              <Title order={4} mb="sm">
                {t('gdpr.erasures.title')}
              </Title>
              <DataTable
                minWidth={600}
                verticalSpacing="xs"
                aria-label={t('gdpr.erasures.title')}
                emptyText={t('gdpr.erasures.empty')}
                rows={register.data.erasures}
                rowKey={(e, i) => `${e.at}-${i}`}
                rowProps={() => ({ 'data-testid': 'gdpr-erasure-row' })}
                columns={[
                  {
                    key: 'when',
                    header: t('gdpr.erasures.when'),
                    cell: (e) => formatDateTime(e.at),
                  },
                  {
                    key: 'by',
                    header: t('gdpr.erasures.by'),
                    cell: (e) => (e.by ? e.by.name : t('gdpr.erasures.retentionJob')),
                  },
                  { key: 'why', header: t('gdpr.erasures.why'), cell: (e) => e.reason },
                  {
                    key: 'basis',
                    header: t('gdpr.erasures.legalBasis'),
                    cell: (e) => (isLegalBasis(e.basis) ? t(legalBasisKey(e.basis)) : '—'),
                  },
                ]}
              />
            </Paper>
          </>
        ) : null}
      </QueryLoadStates>
    </Stack>
  );
}

function UpcomingTable({ items }: { items: TGdprRegister['upcoming'] }) {
  const t = useT();
  return (
    <DataTable
      minWidth={600}
      verticalSpacing="xs"
      aria-label={t('gdpr.upcoming.title')}
      emptyText={t('gdpr.upcoming.empty')}
      rows={items}
      rowKey={(u) => u.candidateId}
      rowProps={() => ({ 'data-testid': 'gdpr-upcoming-row' })}
      columns={[
        { key: 'candidate', header: t('gdpr.upcoming.candidate'), cell: (u) => u.name },
        {
          key: 'basis',
          header: t('gdpr.upcoming.legalBasis'),
          cell: (u) => t(legalBasisKey(u.legalBasis)),
        },
        {
          key: 'deadline',
          header: t('gdpr.upcoming.deadline'),
          cell: (u) => formatDate(u.retentionDeadline),
        },
        {
          key: 'warned',
          header: t('gdpr.upcoming.ownerWarned'),
          cell: (u) =>
            u.retentionWarnedAt ? (
              <Badge color="orange" variant="light" tt="none">
                {t('gdpr.upcoming.warned', { date: formatDate(u.retentionWarnedAt) })}
              </Badge>
            ) : (
              <Badge color="gray" variant="light" tt="none">
                {t('gdpr.upcoming.notYet')}
              </Badge>
            ),
        },
      ]}
    />
  );
}
