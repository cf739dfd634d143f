import { useState } from 'react';
import { Anchor, Badge, Button, Paper, ScrollArea, Stack, Table } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TFollowUp } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { ListPagination } from '../../../shared/admin-ui/list-pagination.tsx';
import { PageHeader } from '../../../shared/admin-ui/page-header.tsx';
import { EmptyListPanel, QueryLoadStates } from '../../../shared/admin-ui/query-load-states.tsx';
import { formatDate } from '../../../shared/utils/format-date.ts';
import { formatNumber } from '../../../shared/utils/format-number.ts';
import { useFollowUps } from '../api/get-follow-ups.ts';
import { FollowUpMailModal } from './follow-up-mail-modal.tsx';

/** The page's catalogue keys. */
export const FOLLOW_UPS_TEXTS = {
  heading: 'follow-ups.title',
  intro: 'follow-ups.intro',
  empty: 'follow-ups.empty',
  loadFailed: 'follow-ups.loadFailed',
  draft: 'follow-ups.draft',
  days: 'follow-ups.days',
} as const;

/** /follow-ups: Admin and Sales; the router sends a Recruiter back to the board. */
export function FollowUpsPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useFollowUps(page);
  const [drafting, setDrafting] = useState<TFollowUp | null>(null);
  const items = query.data?.items ?? [];

  return (
    <Stack p="md" gap="md" maw={1200} mx="auto">
      <PageHeader
        title={t(FOLLOW_UPS_TEXTS.heading)}
        titleAside={
          query.data ? (
            <Badge variant="light" color="orange" aria-label={t('follow-ups.pairs')}>
              {formatNumber(query.data.total)}
            </Badge>
          ) : null
        }
        description={t(FOLLOW_UPS_TEXTS.intro)}
      />
      <QueryLoadStates
        query={query}
        loadingLabel={t('follow-ups.loading')}
        loaderPadding="lg"
        failedMessage={t(FOLLOW_UPS_TEXTS.loadFailed)}
        isEmpty={items.length === 0}
        empty={<EmptyListPanel text={t(FOLLOW_UPS_TEXTS.empty)} />}
      >
        <Paper withBorder radius="md">
          <ScrollArea type="auto">
            <Table striped highlightOnHover verticalSpacing="sm" miw={680}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('follow-ups.columns.candidate')}</Table.Th>
                  <Table.Th>{t('follow-ups.columns.need')}</Table.Th>
                  <Table.Th>{t('follow-ups.columns.client')}</Table.Th>
                  <Table.Th>{t('follow-ups.columns.sent')}</Table.Th>
                  <Table.Th>{t('follow-ups.columns.waiting')}</Table.Th>
                  <Table.Th aria-label={t('follow-ups.columns.actions')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((f) => (
                  <Table.Tr key={f.stepId} data-testid="follow-up-row">
                    <Table.Td fw={600}>{f.candidateName}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/softeamboard/need/${encodeURIComponent(f.needId)}`}
                        size="sm"
                      >
                        {f.needTitle}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{f.client}</Table.Td>
                    <Table.Td>{formatDate(f.sentAt)}</Table.Td>
                    <Table.Td>
                      <Badge color="orange" variant="light" tt="none" miw="max-content">
                        {t(FOLLOW_UPS_TEXTS.days, { count: f.daysWaiting })}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconMailForward size={14} />}
                        onClick={() => setDrafting(f)}
                        aria-label={t('follow-ups.draftFor', { name: f.candidateName })}
                      >
                        {t(FOLLOW_UPS_TEXTS.draft)}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      </QueryLoadStates>
      <ListPagination
        inline
        total={query.data?.pages ?? 0}
        value={page}
        onChange={setPage}
        aria-label={t('follow-ups.pages.label')}
        withControlLabels
        getItemProps={(p) => ({ 'aria-label': t('follow-ups.pages.page', { page: p }) })}
      />
      <FollowUpMailModal followUp={drafting} onClose={() => setDrafting(null)} />
    </Stack>
  );
}
