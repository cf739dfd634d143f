import { useState, type ReactNode, type SyntheticEvent } from 'react';
import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconBriefcase,
  IconCalendar,
  IconEdit,
  IconMail,
  IconMapPin,
  IconPhone,
  IconUserMinus,
} from '@tabler/icons-react';
import {
  can,
  getCandidateStage,
  getPriorityColor,
  getScoreColor,
  getStageProgress,
  formatPhoneForDisplay,
  hasCv,
} from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { getErrorMessage, isApiError } from '../../../shared/api/index.ts';
import { useSession } from '../../../shared/session/index.ts';
import { CvStatusTag } from '../../../shared/ui/cv-status-tag.tsx';
import { formatDate } from '../../../shared/utils/format-date.ts';
import type { TCandidateWithStatus } from '../api/candidate-keys.ts';
import { useDetachCandidate } from '../api/detach-candidate.ts';
import {
  CV_ANALYSIS_BADGES,
  formatExperience,
  getExperiences,
  getLocation,
  getProfileList,
  showText,
} from '../utils/candidate-profile.ts';
import { CandidateIdentity } from './candidate-identity.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FollowUpBadge, MarginBadge } from './margin-badges.tsx';

/** Limits of the card (spec 001 section 9). */
export const CARD_LIMITS = { technicalSkills: 6, strengths: 3, needs: 2 } as const;

export type TNeedCandidateCardProps = {
  candidate: TCandidateWithStatus;
  needId: string;
  /** The need's TJM: the margin is billed at it. */
  needTjm?: number | null;
  readOnly?: boolean;
  onOpen: (candidate: TCandidateWithStatus) => void;
  onEdit: (candidate: TCandidateWithStatus) => void;
  /** The AI score seam: when given, it shows this need's score, or its 'AI Rate' button. */
  renderScoreAction?: (candidate: TCandidateWithStatus) => ReactNode;
  /** The CV seam: upload, download and delete replace the plain tag or warning when given. */
  renderCvSection?: (candidate: TCandidateWithStatus) => ReactNode;
  /** More actions in the card's header (the dossier de compétences). */
  renderCardActions?: (candidate: TCandidateWithStatus) => ReactNode;
};

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="xs" truncate title={typeof children === 'string' ? children : undefined}>
        {children}
      </Text>
    </Group>
  );
}

export function NeedCandidateCard({
  candidate: c,
  needId,
  needTjm,
  readOnly,
  onOpen,
  onEdit,
  renderScoreAction,
  renderCvSection,
  renderCardActions,
}: TNeedCandidateCardProps) {
  const t = useT();
  const { role } = useSession();
  const [hovered, setHovered] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const detach = useDetachCandidate();
  const canEdit = !readOnly && !!role && can.mutateCandidates(role);
  const canRemove = !readOnly && !!role && can.detachCandidate(role);
  const stage = c.stage ?? getCandidateStage(c.latestStep ? [c.latestStep] : []);
  const latest = c.latestStep;
  const hardSkills = getProfileList(c, 'hardSkills');
  const technical = hardSkills.length ? hardSkills : c.skills;
  const strengths = getProfileList(c, 'keyStrengths');
  const latestJob = getExperiences(c)[0];
  const badge = c.cvAnalysisStatus ? CV_ANALYSIS_BADGES[c.cvAnalysisStatus] : null;
  const location = getLocation(c);
  const experience = formatExperience(c.cvExperienceYears);
  const availability = showText(c.cvAvailability);
  const otherNeeds = c.needs;
  const stageName = t(`candidates.stage.${stage}` as TMessageKey);

  const remove = () => {
    setConfirming(false);
    detach.mutate(
      { needId, candidateId: c.id },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            message:
              isApiError(error) && error.status === 403
                ? translate('candidates.card.removeForbidden')
                : getErrorMessage(error, translate('candidates.card.removeFailed')),
          }),
      },
    );
  };
  const stop = (e: SyntheticEvent) => e.stopPropagation();

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      role="button"
      tabIndex={0}
      aria-label={t('candidates.card.openAria', { name: c.name })}
      data-testid="need-candidate-card"
      onClick={() => onOpen(c)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target === e.currentTarget) onOpen(c);
      }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      style={{ cursor: 'pointer', position: 'relative' }}
    >
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <CandidateIdentity
            name={c.name}
            detail={showText(c.cvRole) ?? t('candidates.card.roleNotSpecified')}
            detailTitle={showText(c.cvRole) ?? undefined}
          />
          <Group gap={4} wrap="nowrap" onClick={stop}>
            {/* A given seam shows this need's own score (relevanceScore is the candidate's latest, of any need). */}
            {renderScoreAction ? (
              renderScoreAction(c)
            ) : c.relevanceScore !== null && c.relevanceScore !== undefined ? (
              <Tooltip
                label={c.scoreJustification ?? t('candidates.card.aiScore')}
                multiline
                w={260}
                disabled={!c.scoreJustification}
              >
                <Badge color={getScoreColor(c.relevanceScore)} variant="filled">
                  {t('candidates.card.aiBadge', { score: Math.round(c.relevanceScore) })}
                </Badge>
              </Tooltip>
            ) : null}
            {renderCardActions?.(c)}
            {canEdit ? (
              <Tooltip label={t('candidates.card.editCandidate')}>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={t('candidates.card.editAria', { name: c.name })}
                  onClick={() => onEdit(c)}
                >
                  <IconEdit size={14} />
                </ActionIcon>
              </Tooltip>
            ) : null}
            {canRemove && hovered ? (
              <Tooltip label={t('candidates.card.removeFromNeed')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={t('candidates.card.removeAria', { name: c.name })}
                  onClick={() => setConfirming(true)}
                >
                  <IconUserMinus size={14} />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        </Group>

        <Group gap={6}>
          {showText(c.cvTrigramme) ? (
            <Badge size="sm" variant="outline" color="gray">
              {c.cvTrigramme}
            </Badge>
          ) : null}
          {badge ? (
            <Badge
              size="sm"
              color={badge.color}
              variant="light"
              tt="none"
              miw="max-content"
              leftSection={c.cvAnalysisStatus === 'PENDING' ? <PulsingDot /> : null}
            >
              {labelOf(t, 'cvAnalysis', c.cvAnalysisStatus)}
            </Badge>
          ) : null}
          <FollowUpBadge followUp={c.followUp} latestStep={latest} />
          <MarginBadge billed={needTjm} cost={c.consultantDailyCost} source="need" />
        </Group>

        <Stack gap={2}>
          {experience ? <Line icon={<IconBriefcase size={12} />}>{experience}</Line> : null}
          {availability ? <Line icon={<IconCalendar size={12} />}>{availability}</Line> : null}
          {location ? <Line icon={<IconMapPin size={12} />}>{location}</Line> : null}
          {c.email ? <Line icon={<IconMail size={12} />}>{c.email}</Line> : null}
          {c.phone ? (
            <Line icon={<IconPhone size={12} />}>{formatPhoneForDisplay(c.phone)}</Line>
          ) : null}
        </Stack>

        {technical.length ? (
          <Group gap={4}>
            {technical.slice(0, CARD_LIMITS.technicalSkills).map((s) => (
              <Badge key={s} size="xs" variant="light" tt="none">
                {s}
              </Badge>
            ))}
            <HiddenCount
              total={technical.length}
              shown={CARD_LIMITS.technicalSkills}
              messageKey="candidates.card.more"
            />
          </Group>
        ) : null}

        {strengths.length ? (
          <Stack gap={0}>
            {strengths.slice(0, CARD_LIMITS.strengths).map((s) => (
              <Text key={s} size="xs">
                • {s}
              </Text>
            ))}
            <HiddenCount
              total={strengths.length}
              shown={CARD_LIMITS.strengths}
              messageKey="candidates.card.moreStrengths"
            />
          </Stack>
        ) : null}

        {latestJob && (latestJob.title || latestJob.company) ? (
          <Text size="xs">
            <Text span size="xs" c="dimmed">
              {t('candidates.card.latest')}{' '}
            </Text>
            {latestJob.title && latestJob.company
              ? t('candidates.detail.jobAt', {
                  title: latestJob.title,
                  company: latestJob.company,
                })
              : (latestJob.title ?? latestJob.company)}
            {latestJob.startDate || latestJob.endDate
              ? ` (${[latestJob.startDate, latestJob.endDate].filter(Boolean).join(' – ')})`
              : ''}
          </Text>
        ) : null}

        {otherNeeds.length ? (
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              {t('candidates.card.opportunities')}
            </Text>
            {otherNeeds.slice(0, CARD_LIMITS.needs).map((n) => (
              <Badge
                key={n.needId}
                size="xs"
                variant="dot"
                color={getPriorityColor(n.priority)}
                tt="none"
              >
                {n.title} · {n.priority}
              </Badge>
            ))}
            {otherNeeds.length > CARD_LIMITS.needs ? (
              <Text size="xs" c="dimmed">
                {t('candidates.card.more', { count: otherNeeds.length - CARD_LIMITS.needs })}
              </Text>
            ) : null}
          </Group>
        ) : null}

        {renderCvSection ? (
          <Box onClick={stop}>{renderCvSection(c)}</Box>
        ) : (
          <CvStatusTag
            hasCv={hasCv(c.cvUrl)}
            availableLabel={t('candidates.card.cvAvailable')}
            missingLabel={t('candidates.card.noCv')}
          />
        )}

        <Stack gap={2}>
          <Group justify="space-between">
            <Text size="xs" fw={500}>
              {latest ? labelOf(t, 'stepType', latest.type) : stageName}
            </Text>
            <Text size="xs" c="dimmed">
              {latest ? formatDate(latest.date) : ''}
            </Text>
          </Group>
          <Progress
            value={getStageProgress(stage)}
            size="sm"
            aria-label={t('candidates.card.progress', { stage: stageName })}
          />
          {latest?.comment ? (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {latest.comment}
            </Text>
          ) : null}
        </Stack>
      </Stack>
      <Box onClick={stop}>
        <ConfirmDialog
          opened={confirming}
          title={t('candidates.card.removeTitle')}
          message={t('candidates.card.confirmRemove', { name: c.name })}
          confirmLabel={t('candidates.card.remove')}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      </Box>
    </Paper>
  );
}

function PulsingDot() {
  const t = useT();
  return (
    <Box
      component="span"
      aria-label={t('candidates.card.analysisInProgress')}
      w={8}
      h={8}
      display="inline-block"
      style={{
        borderRadius: '50%',
        background: 'var(--mantine-color-yellow-6)',
        animation: 'candidate-pulse 1.2s ease-in-out infinite',
      }}
    >
      <style>
        {/* i18n-ignore: CSS */}
        {'@keyframes candidate-pulse { 0%, 100% { opacity: 1 } 50% { opacity: 0.25 } }'}
      </style>
    </Box>
  );
}

/** '+N more' after the first items of a list the card cuts short; nothing when all are shown. */
function HiddenCount({
  total,
  shown,
  messageKey,
}: {
  total: number;
  shown: number;
  messageKey: 'candidates.card.more' | 'candidates.card.moreStrengths';
}) {
  const t = useT();
  if (total <= shown) return null;
  return (
    <Text size="xs" c="dimmed">
      {t(messageKey, { count: total - shown })}
    </Text>
  );
}
