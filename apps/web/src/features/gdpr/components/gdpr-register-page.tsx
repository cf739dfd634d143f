import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPlay } from '@tabler/icons-react';
import { LEGAL_BASES, LEGAL_BASIS_LABELS, type TGdprRegister } from '@staffing/domain';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { formatDate, formatDateTime } from '../../../shared/utils/format-date.ts';
import { useGdprRegister } from '../api/get-gdpr-register.ts';
import { useRunRetention } from '../api/run-retention.ts';

export const GDPR_TEXTS = {
  title: 'GDPR register',
  intro:
    'Why each candidate profile is held, when it is erased unless renewed, and the erasures done. The retention run warns owners before a deadline and erases at it.',
  run: 'Run retention now',
  queued: 'Retention run queued: follow it in Flow Administration',
  runFailed: 'The retention run could not be started',
  loadFailed: 'The register could not be loaded',
  noUpcoming: 'No erasure in this period',
  noErasure: 'No erasure yet',
  retentionJob: 'Retention job',
} as const;

const DAY_MS = 86_400_000;
const WINDOWS = ['30', '90'] as const;

/** Upcoming erasures within `days` of now (past deadlines not yet run included). */
export function upcomingWithin(register: TGdprRegister, days: number, now = Date.now()) {
  return register.upcoming.filter((u) => Date.parse(u.retentionDeadline) <= now + days * DAY_MS);
}

/** The register of processing (Admin): counts, upcoming erasures, erasures done, a manual run. */
export function GdprRegisterPage() {
  const register = useGdprRegister();
  const run = useRunRetention();
  const [period, setPeriod] = useState<(typeof WINDOWS)[number]>('30');

  const start = () =>
    run.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'blue', message: GDPR_TEXTS.queued }),
      onError: (e) =>
        notifications.show({ color: 'red', message: getErrorMessage(e, GDPR_TEXTS.runFailed) }),
    });

  return (
    <Stack p="md" gap="md" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2}>{GDPR_TEXTS.title}</Title>
          <Text size="sm" c="dimmed" maw={720}>
            {GDPR_TEXTS.intro}
          </Text>
        </div>
        <Button leftSection={<IconPlayerPlay size={16} />} loading={run.isPending} onClick={start}>
          {GDPR_TEXTS.run}
        </Button>
      </Group>

      {register.isPending ? (
        <Center p="xl">
          <Loader aria-label="Loading the register" />
        </Center>
      ) : register.isError ? (
        <Alert color="red" role="alert">
          {getErrorMessage(register.error, GDPR_TEXTS.loadFailed)}
        </Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {LEGAL_BASES.map((basis) => (
              <Paper withBorder p="md" radius="md" key={basis}>
                <Text size="sm" c="dimmed">
                  {LEGAL_BASIS_LABELS[basis]}
                </Text>
                <Text size="xl" fw={700} data-testid={`gdpr-count-${basis}`}>
                  {register.data.counts[basis]}
                </Text>
              </Paper>
            ))}
            <Paper withBorder p="md" radius="md">
              <Text size="sm" c="dimmed">
                Retention
              </Text>
              <Text size="sm">
                {register.data.durations.noConsentMonths} months after a process without consent,{' '}
                {register.data.durations.consentMonths} months after the last contact with consent;
                owners warned {register.data.durations.warnDays} days before.
              </Text>
            </Paper>
          </SimpleGrid>

          <Paper withBorder p="md" radius="md">
            <Group justify="space-between" mb="sm" wrap="wrap">
              <Title order={4}>Upcoming erasures</Title>
              <SegmentedControl
                aria-label="Period"
                value={period}
                onChange={(v) => setPeriod(v as (typeof WINDOWS)[number])}
                data={WINDOWS.map((d) => ({ value: d, label: `Next ${d} days` }))}
              />
            </Group>
            <UpcomingTable items={upcomingWithin(register.data, Number(period))} />
          </Paper>

          <Paper withBorder p="md" radius="md">
            <Title order={4} mb="sm">
              Erasures done
            </Title>
            {register.data.erasures.length === 0 ? (
              <Text c="dimmed" size="sm">
                {GDPR_TEXTS.noErasure}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={600}>
                <Table verticalSpacing="xs" aria-label="Erasures done">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>When</Table.Th>
                      <Table.Th>By</Table.Th>
                      <Table.Th>Why</Table.Th>
                      <Table.Th>Legal basis</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {register.data.erasures.map((e, i) => (
                      <Table.Tr key={`${e.at}-${i}`} data-testid="gdpr-erasure-row">
                        <Table.Td>{formatDateTime(e.at)}</Table.Td>
                        <Table.Td>{e.by ? e.by.name : GDPR_TEXTS.retentionJob}</Table.Td>
                        <Table.Td>{e.reason}</Table.Td>
                        <Table.Td>
                          {e.basis && e.basis in LEGAL_BASIS_LABELS
                            ? LEGAL_BASIS_LABELS[e.basis as keyof typeof LEGAL_BASIS_LABELS]
                            : '—'}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}

function UpcomingTable({ items }: { items: TGdprRegister['upcoming'] }) {
  if (items.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {GDPR_TEXTS.noUpcoming}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing="xs" aria-label="Upcoming erasures">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Candidate</Table.Th>
            <Table.Th>Legal basis</Table.Th>
            <Table.Th>Deadline</Table.Th>
            <Table.Th>Owner warned</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((u) => (
            <Table.Tr key={u.candidateId} data-testid="gdpr-upcoming-row">
              <Table.Td>{u.name}</Table.Td>
              <Table.Td>{LEGAL_BASIS_LABELS[u.legalBasis]}</Table.Td>
              <Table.Td>{formatDate(u.retentionDeadline)}</Table.Td>
              <Table.Td>
                {u.retentionWarnedAt ? (
                  <Badge color="orange" variant="light" tt="none">
                    Warned {formatDate(u.retentionWarnedAt)}
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light" tt="none">
                    Not yet
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
