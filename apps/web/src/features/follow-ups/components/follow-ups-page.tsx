import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TFollowUp } from '@staffing/domain';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { formatDate } from '../../../shared/utils/format-date.ts';
import { useFollowUps } from '../api/get-follow-ups.ts';
import { FollowUpMailModal } from './follow-up-mail-modal.tsx';

export const FOLLOW_UPS_TEXTS = {
  title: 'To follow up',
  intro:
    'Candidates sent to a client with no later step (interview, decision…) after the follow-up delay.',
  empty: 'Nothing to follow up: every candidate sent to a client has had an answer recently.',
  loadFailed: 'The follow-ups could not be loaded',
  draft: 'Draft follow-up',
  days: (n: number) => `${n} day${n === 1 ? '' : 's'}`,
} as const;

/** /follow-ups (issue 14): Admin and Sales; the router sends a Recruiter back to the board. */
export function FollowUpsPage() {
  const [page, setPage] = useState(1);
  const query = useFollowUps(page);
  const [drafting, setDrafting] = useState<TFollowUp | null>(null);
  const items = query.data?.items ?? [];

  return (
    <Stack p="md" gap="md" maw={1200} mx="auto">
      <div>
        <Group gap="xs">
          <Title order={2}>{FOLLOW_UPS_TEXTS.title}</Title>
          {query.data ? (
            <Badge variant="light" color="orange" aria-label="Pairs to follow up">
              {query.data.total}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {FOLLOW_UPS_TEXTS.intro}
        </Text>
      </div>
      {query.isPending ? (
        <Center p="lg">
          <Loader aria-label="Loading follow-ups" />
        </Center>
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {getErrorMessage(query.error, FOLLOW_UPS_TEXTS.loadFailed)}
        </Alert>
      ) : items.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text size="sm" c="dimmed">
            {FOLLOW_UPS_TEXTS.empty}
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="md">
          <ScrollArea type="auto">
            <Table striped highlightOnHover verticalSpacing="sm" miw={680}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Candidate</Table.Th>
                  <Table.Th>Need</Table.Th>
                  <Table.Th>Client</Table.Th>
                  <Table.Th>Sent</Table.Th>
                  <Table.Th>Waiting</Table.Th>
                  <Table.Th aria-label="Actions" />
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
                        {FOLLOW_UPS_TEXTS.days(f.daysWaiting)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconMailForward size={14} />}
                        onClick={() => setDrafting(f)}
                        aria-label={`${FOLLOW_UPS_TEXTS.draft} for ${f.candidateName}`}
                      >
                        {FOLLOW_UPS_TEXTS.draft}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      )}
      {query.data && query.data.pages > 1 ? (
        <Pagination
          total={query.data.pages}
          value={page}
          onChange={setPage}
          aria-label="Follow-up pages"
        />
      ) : null}
      <FollowUpMailModal followUp={drafting} onClose={() => setDrafting(null)} />
    </Stack>
  );
}
