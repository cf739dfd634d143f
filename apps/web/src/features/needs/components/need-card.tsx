import { memo, useState, type ReactNode, type SyntheticEvent } from 'react';
import {
  ActionIcon,
  Avatar,
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconEdit,
  IconEye,
  IconMaximize,
  IconMinimize,
  IconSparkles,
} from '@tabler/icons-react';
import {
  getInitials,
  getPriorityColor,
  getProgressColor,
  getUrgencyBorder,
  getUrgencyFlag,
  getUrgencyScore,
  getVisibleChips,
  isNewNeed,
  type TNeed,
  type TNeedBoardCard,
} from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { HoverTooltip } from '../../../shared/ui/hover-tooltip.tsx';
import { CARD_CHIP_SIZE } from '../../../shared/ui/candidate-preview.tsx';
import { formatDate } from '../../../shared/utils/format-date.ts';
import { useNeed } from '../api/get-need.ts';
import { getJdDetails, hasJdAnalysis } from '../utils/need-display.ts';
import { BoardCardCandidates } from './board-card-candidates.tsx';

/**
 * The slot the candidates feature fills with a need's whole candidate list (loaded then): used
 * once a card is expanded or asked for all its candidates; `expanded` shows them all at once.
 */
export type TRenderCandidates = (need: { id: string }, options: { expanded: boolean }) => ReactNode;

export type TNeedCardProps = {
  need: TNeedBoardCard;
  now: Date;
  onOpen: (need: TNeedBoardCard) => void;
  /** Absent in read-only views; the whole need is loaded when the card is expanded. */
  onEdit?: ((need: TNeed) => void) | undefined;
  renderCandidates?: TRenderCandidates | undefined;
  isDragging?: boolean;
};

const BORDER_COLOR = {
  red: 'var(--mantine-color-red-6)',
  orange: 'var(--mantine-color-orange-5)',
} as const;
const REQUIRED_SKILLS_SHOWN = 4;

/**
 * The handlers of a control on the card: its presses, keys and clicks stay with it, so they
 * neither start a drag nor open the need.
 */
function keepInsideCard(onClick?: () => void) {
  const stop = (e: SyntheticEvent) => e.stopPropagation();
  return {
    onPointerDown: stop,
    onKeyDown: stop,
    onClick: (e: SyntheticEvent) => {
      stop(e);
      onClick?.();
    },
  };
}

function Detail({ label, value }: { label: string; value: string | number | null }) {
  const t = useT();
  if (value === null || value === '') return null;
  return (
    <Text size="xs">
      <Text span c="dimmed" size="xs">
        {t('needs.card.detailLabel', { label })}{' '}
      </Text>
      {value}
    </Text>
  );
}

/** A need on the board (spec 000 §2 Need card): compact by default, expanded on demand. */
export const NeedCard = memo(function NeedCard({
  need,
  now,
  onOpen,
  onEdit,
  renderCandidates,
  isDragging = false,
}: TNeedCardProps) {
  const t = useT();
  const [isExpanded, setExpanded] = useState(false);
  const [showsAllCandidates, setShowsAllCandidates] = useState(false);
  const urgency = getUrgencyScore(need, now);
  const flag = getUrgencyFlag(urgency);
  const border = getUrgencyBorder(urgency);
  const ownerId = need.consultants[0];
  const ownerName = ownerId ? (need.ownerName ?? t('needs.edit.unknownConsultant')) : null;
  // Candidate details load only once the card is expanded or asked for all of them.
  const loadsCandidates = Boolean(renderCandidates) && (isExpanded || showsAllCandidates);

  return (
    <Paper
      withBorder
      shadow={isDragging ? 'md' : 'xs'}
      radius="md"
      p="xs"
      pos="relative"
      data-testid="need-card"
      onClick={() => onOpen(need)}
      data-need-id={need.id}
      style={{
        borderColor: border ? BORDER_COLOR[border] : undefined,
        borderWidth: border ? 2 : undefined,
        opacity: isDragging ? 0.5 : 1,
        overflow: 'hidden',
        background: 'var(--mantine-color-body)',
        cursor: 'pointer',
      }}
    >
      {flag ? (
        <HoverTooltip label={t('needs.card.urgency', { urgency })}>
          <Box
            aria-label={t('needs.card.urgency', { urgency })}
            data-testid="urgency-flag"
            pos="absolute"
            top={0}
            right={0}
            w={0}
            h={0}
            style={{
              borderTop: `18px solid ${BORDER_COLOR[flag]}`,
              borderLeft: '18px solid transparent',
            }}
          />
        </HoverTooltip>
      ) : null}
      <Stack gap={6}>
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Group gap={4} wrap="nowrap">
            <Badge size="sm" color={getPriorityColor(need.priority)} variant="filled">
              {need.priority}
            </Badge>
            {isNewNeed(need.createdAt, now) ? (
              <Badge size="sm" color="teal" variant="light">
                {t('needs.card.new')}
              </Badge>
            ) : null}
            {need.quantity > 1 ? (
              <Badge size="sm" color="gray" variant="outline" tt="none">
                {t('needs.detail.quantity', { count: need.quantity })}
              </Badge>
            ) : null}
          </Group>
          <HoverTooltip label={isExpanded ? t('needs.card.minimize') : t('needs.card.expand')}>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              aria-label={isExpanded ? t('needs.card.minimizeCard') : t('needs.card.expandCard')}
              aria-expanded={isExpanded}
              {...keepInsideCard(() => setExpanded((v) => !v))}
            >
              {isExpanded ? <IconMinimize size={14} /> : <IconMaximize size={14} />}
            </ActionIcon>
          </HoverTooltip>
        </Group>

        <Box>
          <Text fw={600} size="sm" lineClamp={2} title={need.title}>
            {need.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1} title={need.client}>
            {need.client}
          </Text>
        </Box>

        <Group gap={6} justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {formatDate(need.createdAt)}
          </Text>
          {ownerName ? (
            <HoverTooltip label={t('needs.card.sales', { name: ownerName })}>
              <Avatar
                size={22}
                radius="xl"
                color="blue"
                aria-label={t('needs.card.sales', { name: ownerName })}
              >
                {getInitials(ownerName)}
              </Avatar>
            </HoverTooltip>
          ) : null}
        </Group>

        <Progress
          value={need.progressPct}
          color={getProgressColor(need.progressPct)}
          size={4}
          aria-label={t('needs.card.progress', { pct: need.progressPct })}
        />

        {loadsCandidates && renderCandidates ? (
          renderCandidates(need, { expanded: showsAllCandidates })
        ) : (
          <BoardCardCandidates card={need} onShowAll={() => setShowsAllCandidates(true)} />
        )}

        {isExpanded ? (
          <ExpandedDetails
            card={need}
            onOpen={onOpen}
            onEdit={onEdit}
            onMinimize={() => setExpanded(false)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
});

/** What only an expanded card shows, from the whole need (loaded on expanding). */
function ExpandedDetails({
  card,
  onOpen,
  onEdit,
  onMinimize,
}: {
  card: TNeedBoardCard;
  onOpen: (need: TNeedBoardCard) => void;
  onEdit?: ((need: TNeed) => void) | undefined;
  onMinimize: () => void;
}) {
  const t = useT();
  const query = useNeed(card.id);
  const [isAnalysisOpen, setAnalysisOpen] = useState(false);
  const need = query.data;
  const jd = need ? getJdDetails(need) : null;
  const skills = getVisibleChips(jd?.requiredSkills ?? [], REQUIRED_SKILLS_SHOWN);
  return (
    <Stack gap={6} pt={4}>
      {query.isPending ? <Loader size="xs" aria-label={t('needs.card.loading')} /> : null}
      {need && jd && hasJdAnalysis(need) ? (
        <Box>
          <Button
            size="compact-xs"
            variant="light"
            color="violet"
            leftSection={<IconSparkles size={12} />}
            rightSection={
              isAnalysisOpen ? <IconChevronUp size={12} /> : <IconChevronDown size={12} />
            }
            aria-expanded={isAnalysisOpen}
            {...keepInsideCard(() => setAnalysisOpen((v) => !v))}
          >
            {t('needs.card.aiAnalysis')}
          </Button>
          <Collapse in={isAnalysisOpen}>
            <Stack gap={2} pt={4}>
              <Detail label={t('needs.fields.seniority')} value={jd.seniority} />
              <Detail label={t('needs.fields.location')} value={jd.location} />
              <Detail label={t('needs.fields.team')} value={jd.team} />
              <Detail label={t('needs.fields.education')} value={jd.education} />
            </Stack>
          </Collapse>
        </Box>
      ) : null}
      {skills.shown.length ? (
        <Group gap={4}>
          {skills.shown.map((skill) => (
            <Badge key={skill} size={CARD_CHIP_SIZE} variant="light" color="blue" tt="none">
              {skill}
            </Badge>
          ))}
          {skills.more ? (
            <Badge size={CARD_CHIP_SIZE} variant="outline" color="gray">
              +{skills.more}
            </Badge>
          ) : null}
        </Group>
      ) : null}
      {jd ? <Detail label={t('needs.card.project')} value={jd.projectName} /> : null}
      <Group gap={4} {...keepInsideCard()}>
        <CardAction Icon={IconEye} onClick={() => onOpen(card)}>
          {t('needs.card.viewDetails')}
        </CardAction>
        {onEdit && need ? (
          <CardAction Icon={IconEdit} onClick={() => onEdit(need)}>
            {t('needs.card.editNeed')}
          </CardAction>
        ) : null}
        <CardAction Icon={IconMinimize} color="gray" onClick={onMinimize}>
          {t('needs.card.minimize')}
        </CardAction>
      </Group>
    </Stack>
  );
}

type TCardActionProps = {
  Icon: typeof IconEye;
  color?: string;
  onClick: () => void;
  children: ReactNode;
};

/** One of the small text buttons along the foot of the card. */
function CardAction({ Icon, color, onClick, children }: TCardActionProps) {
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color={color}
      leftSection={<Icon size={12} />}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
