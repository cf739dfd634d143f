import type { ReactNode } from 'react';
import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TWorkflowRequestDetail } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { CrmLink } from '../../../shared/ui/crm-link.tsx';
import { LabelledValue } from '../../../shared/ui/labelled-value.tsx';
import { formatEuros } from '../../../shared/utils/format-number.ts';
import { formatDate, formatDateTime } from '../../../shared/utils/format-date.ts';
import { formatRate, getWorkflowBusinessContext } from '../utils/workflow-display.ts';
import { DetailPanel } from './detail-panel.tsx';

/** Ids, e-mails and URLs run long here: they wrap rather than widen the panel. */
function Info(props: { label: string; children: ReactNode }) {
  return <LabelledValue {...props} wrapAnywhere />;
}

/** Need, client, candidate, dates and rate of a request (spec 001 'Workflow request detail'). */
export function BusinessContextPanel({ detail }: { detail: TWorkflowRequestDetail }) {
  const t = useT();
  const c = getWorkflowBusinessContext(detail);
  return (
    <DetailPanel title={t('workflows.context.title')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Info label={t('workflows.fields.need')}>
          {c.needId && c.needTitle ? (
            <Anchor component={Link} to={`/softeamboard/need/${encodeURIComponent(c.needId)}`}>
              {c.needTitle}
            </Anchor>
          ) : (
            (c.needTitle ?? '—')
          )}
        </Info>
        <Info label={t('workflows.fields.client')}>{c.client ?? '—'}</Info>
        <Info label={t('workflows.fields.candidate')}>
          {c.candidateName ?? '—'}
          {c.candidateEmail ? (
            <Text size="xs" c="dimmed">
              {c.candidateEmail}
            </Text>
          ) : null}
        </Info>
        <Info label={t('workflows.context.opportunity')}>
          {c.opportunityUrl ? (
            <CrmLink href={c.opportunityUrl}>
              {c.opportunityId ?? t('workflows.context.open')}
            </CrmLink>
          ) : (
            (c.opportunityId ?? '—')
          )}
        </Info>
        <Info label={t('workflows.context.needTjm')}>{formatRate(t, c.needTjm)}</Info>
        <Info label={t('workflows.context.expectedTjm')}>{formatRate(t, c.expectedTjm)}</Info>
        <Info label={t('workflows.context.concession')}>{formatEuros(c.commercialConcession)}</Info>
        <Info label={t('workflows.fields.interviewDate')}>{formatDate(c.interviewDate)}</Info>
        <Info label={t('workflows.fields.projectedStartDate')}>
          {formatDate(c.projectedStartDate)}
        </Info>
        <Info label={t('workflows.fields.endDate')}>{formatDate(c.endDate)}</Info>
        <Info label={t('workflows.context.created')}>{formatDateTime(detail.createdAt)}</Info>
        <Info label={t('workflows.fields.updated')}>{formatDateTime(detail.updatedAt)}</Info>
      </SimpleGrid>
    </DetailPanel>
  );
}
