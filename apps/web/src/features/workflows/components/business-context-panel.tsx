import type { ReactNode } from 'react';
import { Anchor, Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TWorkflowRequestDetail } from '@staffing/domain';
import { CrmLink } from '../../../shared/ui/crm-link.tsx';
import { formatDate, formatDateTime } from '../../../shared/utils/format-date.ts';
import { formatRate, getWorkflowBusinessContext } from '../utils/workflow-display.ts';

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Box fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Stack>
  );
}

/** Need, client, candidate, dates and rate of a request (spec 001 'Workflow request detail'). */
export function BusinessContextPanel({ detail }: { detail: TWorkflowRequestDetail }) {
  const c = getWorkflowBusinessContext(detail);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Business context">
      <Title order={4} mb="sm">
        Business context
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Info label="Need">
          {c.needId && c.needTitle ? (
            <Anchor component={Link} to={`/softeamboard/need/${encodeURIComponent(c.needId)}`}>
              {c.needTitle}
            </Anchor>
          ) : (
            (c.needTitle ?? '—')
          )}
        </Info>
        <Info label="Client">{c.client ?? '—'}</Info>
        <Info label="Candidate">
          {c.candidateName ?? '—'}
          {c.candidateEmail ? (
            <Text size="xs" c="dimmed">
              {c.candidateEmail}
            </Text>
          ) : null}
        </Info>
        <Info label="CRM opportunity">
          {c.opportunityUrl ? (
            <CrmLink href={c.opportunityUrl}>{c.opportunityId ?? 'Open'}</CrmLink>
          ) : (
            (c.opportunityId ?? '—')
          )}
        </Info>
        <Info label="Need TJM">{formatRate(c.needTjm)}</Info>
        <Info label="Expected TJM">{formatRate(c.expectedTjm)}</Info>
        <Info label="Commercial concession">
          {c.commercialConcession === null ? '—' : `${c.commercialConcession} €`}
        </Info>
        <Info label="Interview date">{formatDate(c.interviewDate)}</Info>
        <Info label="Projected start date">{formatDate(c.projectedStartDate)}</Info>
        <Info label="End date">{formatDate(c.endDate)}</Info>
        <Info label="Created">{formatDateTime(detail.createdAt)}</Info>
        <Info label="Updated">{formatDateTime(detail.updatedAt)}</Info>
      </SimpleGrid>
    </Paper>
  );
}
