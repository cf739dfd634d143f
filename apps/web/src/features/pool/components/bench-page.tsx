import { Badge, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { BENCH_BUCKETS, type TBenchEntry } from '@staffing/domain';
import { formatDate } from '../../../shared/utils/format-date.ts';
import { formatEuros } from '../../../shared/utils/format-number.ts';
import { useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { useBench } from '../api/get-bench.ts';
import { PoolListStatus } from './pool-list-status.tsx';

/** /bench: the firm's consultants by availability (on the bench now, free within 30/60/90 days). */
export function BenchPage() {
  const t = useT();
  const bench = useBench();
  return (
    <Stack p="md" gap="md">
      <Title order={2}>{t('pool.bench.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('pool.bench.intro')}
      </Text>
      {bench.isPending ? <Loader size="sm" aria-label={t('common.loadingLabel')} /> : null}
      <PoolListStatus
        query={bench}
        failedText={t('pool.bench.error')}
        emptyText={t('pool.bench.empty')}
      />
      {bench.data
        ? BENCH_BUCKETS.map((bucket) => {
            const items = bench.data.items.filter((i) => i.bucket === bucket);
            if (items.length === 0) return null;
            return (
              <Stack key={bucket} gap="xs" data-testid={`bench-${bucket}`}>
                <Group gap="xs">
                  <Title order={3} size="h4">
                    {t(`pool.bench.bucket.${bucket}` as TMessageKey)}
                  </Title>
                  <Badge variant="light">{items.length}</Badge>
                </Group>
                <Table.ScrollContainer minWidth={640}>
                  <Table striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('pool.bench.name')}</Table.Th>
                        <Table.Th>{t('pool.bench.available')}</Table.Th>
                        <Table.Th>{t('pool.bench.skills')}</Table.Th>
                        <Table.Th>{t('pool.bench.cost')}</Table.Th>
                        <Table.Th>{t('pool.bench.lastTjm')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {items.map((item) => (
                        <BenchRow key={item.candidateId} item={item} />
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Stack>
            );
          })
        : null}
    </Stack>
  );
}

function BenchRow({ item }: { item: TBenchEntry }) {
  const t = useT();
  const perDay = (amount: number | null | undefined) =>
    amount === null || amount === undefined
      ? '—'
      : t('common.money.perDay', { amount: formatEuros(amount) });
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {item.name}
        </Text>
        <Text size="xs" c="dimmed">
          {[item.role, t(`pool.kind.${item.poolKind}` as TMessageKey)].filter(Boolean).join(' · ')}
        </Text>
      </Table.Td>
      <Table.Td>
        {item.availability.onBench ? t('pool.bench.onBench') : formatDate(item.availability.date)}
      </Table.Td>
      <Table.Td>{item.skills.slice(0, 8).join(', ')}</Table.Td>
      <Table.Td>{perDay(item.consultantDailyCost)}</Table.Td>
      <Table.Td>{perDay(item.lastTjm)}</Table.Td>
    </Table.Tr>
  );
}
