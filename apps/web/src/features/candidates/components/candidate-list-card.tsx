import type { ReactNode } from 'react';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconEye, IconMail, IconTrash } from '@tabler/icons-react';
import { CV_STATE_COLORS, getCvState, hasCv, type TCandidate } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { TooltipAction } from '../../../shared/ui/tooltip-action.tsx';
import { formatDate } from '../../../shared/utils/format-date.ts';
import { showText } from '../utils/candidate-profile.ts';
import { CandidateIdentity } from './candidate-identity.tsx';
import { MarginBadge } from './margin-badges.tsx';

/** The candidates page shows 4 skills and the clients of 2 needs (spec 001 section 9). */
export const LIST_CARD_LIMITS = { skills: 4, clients: 2 } as const;

type TCandidateListCardProps = {
  candidate: TCandidate;
  canDelete: boolean;
  canDownload: boolean;
  onView: (c: TCandidate) => void;
  onDownload: (c: TCandidate) => void;
  onDelete: (c: TCandidate) => void;
  /** The CV upload action of a candidate without a CV (documents feature). */
  renderCvUpload?: ((c: TCandidate) => ReactNode) | undefined;
};

export function CandidateListCard({
  candidate: c,
  canDelete,
  canDownload,
  onView,
  onDownload,
  onDelete,
  renderCvUpload,
}: TCandidateListCardProps) {
  const t = useT();
  const cvState = getCvState(c);
  const withCv = hasCv(c.cvUrl);
  const clients = [...new Set(c.needs.map((n) => n.client))];
  return (
    <Card withBorder radius="md" padding="sm" data-testid="candidate-list-card" h="100%">
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <CandidateIdentity
            miw={0}
            name={c.name}
            detail={c.email ?? t('candidates.listCard.noEmail')}
            detailTitle={c.email ?? undefined}
          />
          <Badge
            size="sm"
            color={CV_STATE_COLORS[cvState]}
            variant="light"
            tt="none"
            miw="max-content"
            data-testid="cv-state"
            data-state={cvState}
          >
            {labelOf(t, 'cvState', cvState)}
          </Badge>
        </Group>
        {showText(c.cvRole) ? (
          <Text size="sm" truncate title={c.cvRole ?? undefined}>
            {c.cvRole}
          </Text>
        ) : null}
        <Group gap={4}>
          {c.skills.slice(0, LIST_CARD_LIMITS.skills).map((s) => (
            <Badge key={s} size="xs" variant="light" tt="none">
              {s}
            </Badge>
          ))}
          {c.skills.length > LIST_CARD_LIMITS.skills ? (
            <Text size="xs" c="dimmed">
              {t('candidates.listCard.more', {
                count: c.skills.length - LIST_CARD_LIMITS.skills,
              })}
            </Text>
          ) : null}
        </Group>
        {/* With no need in view, the margin is billed at the expected TJM. */}
        <MarginBadge billed={c.expectedTjm} cost={c.consultantDailyCost} source="expected" />
        <Text size="xs" c="dimmed">
          {clients.length === 0
            ? t('candidates.listCard.noNeeds')
            : clients.length > LIST_CARD_LIMITS.clients
              ? t('candidates.listCard.needsMore', {
                  clients: clients.slice(0, LIST_CARD_LIMITS.clients).join(', '),
                  count: clients.length - LIST_CARD_LIMITS.clients,
                })
              : t('candidates.listCard.needs', { clients: clients.join(', ') })}
        </Text>
        <Group justify="space-between" mt="auto">
          <Text size="xs" c="dimmed">
            {t('candidates.listCard.updated', { date: formatDate(c.updatedAt) })}
          </Text>
          <Group gap={2}>
            <TooltipAction
              label={t('candidates.listCard.viewDetails')}
              aria-label={t('candidates.listCard.viewAria', { name: c.name })}
              onClick={() => onView(c)}
            >
              <IconEye size={16} />
            </TooltipAction>
            {!withCv && renderCvUpload ? renderCvUpload(c) : null}
            {canDownload && withCv ? (
              <TooltipAction
                label={t('candidates.listCard.downloadCv')}
                aria-label={t('candidates.listCard.downloadCvAria', { name: c.name })}
                onClick={() => onDownload(c)}
              >
                <IconDownload size={16} />
              </TooltipAction>
            ) : null}
            {c.email ? (
              <TooltipAction
                label={t('candidates.listCard.sendEmail')}
                href={`mailto:${c.email}`}
                aria-label={t('candidates.listCard.sendEmailAria', { name: c.name })}
              >
                <IconMail size={16} />
              </TooltipAction>
            ) : null}
            {canDelete ? (
              <TooltipAction
                label={t('candidates.listCard.delete')}
                color="red"
                aria-label={t('candidates.listCard.deleteAria', { name: c.name })}
                onClick={() => onDelete(c)}
              >
                <IconTrash size={16} />
              </TooltipAction>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
