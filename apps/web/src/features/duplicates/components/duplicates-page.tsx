import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TCandidate, TDuplicatePair } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { ListPagination } from '../../../shared/admin-ui/list-pagination.tsx';
import { PageHeader } from '../../../shared/admin-ui/page-header.tsx';
import { EmptyListPanel, QueryLoadStates } from '../../../shared/admin-ui/query-load-states.tsx';
import { formatNumber } from '../../../shared/utils/format-number.ts';
import { useDuplicatePairs } from '../api/get-duplicate-pairs.ts';
import { useDismissPair } from '../hooks/use-dismiss-pair.ts';
import { describeReasons } from './duplicate-reasons.ts';
import { MergeModal } from './merge-modal.tsx';

function CandidateLink({ candidate }: { candidate: TCandidate }) {
  const t = useT();
  return (
    <Anchor
      component={Link}
      to={`/candidates?candidate=${encodeURIComponent(candidate.id)}`}
      aria-label={t('duplicates.openName', { name: candidate.name })}
      fw={600}
    >
      {candidate.name}
    </Anchor>
  );
}

/** The older record is kept by default: it is the one others have worked with longest. */
function keptFirst(pair: TDuplicatePair): [string, string] {
  return pair.a.createdAt <= pair.b.createdAt ? [pair.a.id, pair.b.id] : [pair.b.id, pair.a.id];
}

/** /candidates/duplicates: Admin and Sales; the router sends a Recruiter back to the board. */
export function DuplicatesPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useDuplicatePairs(page);
  const dismissPair = useDismissPair();
  const [merging, setMerging] = useState<[string, string] | null>(null);
  const items = query.data?.items ?? [];

  return (
    <Stack p="md" gap="md" maw={1100} mx="auto">
      <PageHeader
        title={t('duplicates.title')}
        titleAside={
          query.data ? (
            <Badge variant="light" color="orange" aria-label={t('duplicates.pairs')}>
              {formatNumber(query.data.total)}
            </Badge>
          ) : null
        }
        description={t('duplicates.intro')}
      />
      <QueryLoadStates
        query={query}
        loadingLabel={t('duplicates.loading')}
        loaderPadding="lg"
        failedMessage={t('duplicates.loadFailed')}
        isEmpty={items.length === 0}
        empty={<EmptyListPanel text={t('duplicates.empty')} />}
      >
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((pair) => (
            <Paper key={`${pair.a.id}-${pair.b.id}`} withBorder p="sm" radius="md" component="li">
              <Group justify="space-between" gap="sm">
                <Stack gap={4}>
                  <Group gap="xs">
                    <CandidateLink candidate={pair.a} />
                    <Text span c="dimmed">
                      ↔
                    </Text>
                    <CandidateLink candidate={pair.b} />
                  </Group>
                  <Group gap="xs">
                    <Badge variant="light" color={pair.score >= 90 ? 'red' : 'orange'}>
                      {t('duplicates.score', { score: pair.score })}
                    </Badge>
                    <Text size="sm" c="dimmed">
                      {describeReasons(t, pair.reasons)}
                    </Text>
                  </Group>
                </Stack>
                <Group gap="xs">
                  <Button size="xs" color="orange" onClick={() => setMerging(keptFirst(pair))}>
                    {t('duplicates.merge')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => dismissPair.dismiss(pair.a.id, pair.b.id)}
                  >
                    {t('duplicates.notSame')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      </QueryLoadStates>
      <ListPagination
        total={query.data?.pages ?? 1}
        value={page}
        onChange={setPage}
        aria-label={t('duplicates.pages')}
        withControlLabels
      />
      <MergeModal
        keptId={merging?.[0] ?? null}
        mergedId={merging?.[1] ?? null}
        onClose={() => setMerging(null)}
      />
    </Stack>
  );
}
