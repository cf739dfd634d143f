import { memo, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Avatar,
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Tooltip,
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
} from '@staffing/domain';
import { formatDate } from '../../../shared/utils/format-date.ts';
import { getJdDetails, hasJdAnalysis } from '../utils/need-display.ts';

/** The slot the candidates feature fills: chips per stage and a preview of the candidates. */
export type TRenderCandidates = (need: TNeed, options: { expanded: boolean }) => ReactNode;

export type TNeedCardProps = {
  need: TNeed;
  /** Names of Sales users by id, for the owner avatar. */
  consultantNames: ReadonlyMap<string, string>;
  now: Date;
  onOpen: (need: TNeed) => void;
  /** Absent in read-only views. */
  onEdit?: ((need: TNeed) => void) | undefined;
  renderCandidates?: TRenderCandidates | undefined;
  isDragging?: boolean;
};

const BORDER_COLOR = {
  red: 'var(--mantine-color-red-6)',
  orange: 'var(--mantine-color-orange-5)',
} as const;
const REQUIRED_SKILLS_SHOWN = 4;

function CandidateCount({ need }: { need: TNeed }) {
  return (
    <Badge size="xs" variant="light" tt="none" color={need.candidateCount ? 'blue' : 'gray'}>
      {need.candidateCount} candidate{need.candidateCount === 1 ? '' : 's'}
    </Badge>
  );
}

function Detail({ label, value }: { label: string; value: string | number | null }) {
  if (value === null || value === '') return null;
  return (
    <Text size="xs">
      <Text span c="dimmed" size="xs">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}

/** A need on the board (spec 000 §2 Need card): compact by default, expanded on demand. */
export const NeedCard = memo(function NeedCard({
  need,
  consultantNames,
  now,
  onOpen,
  onEdit,
  renderCandidates,
  isDragging = false,
}: TNeedCardProps) {
  const [isExpanded, setExpanded] = useState(false);
  const [isAnalysisOpen, setAnalysisOpen] = useState(false);
  const urgency = getUrgencyScore(need, now);
  const flag = getUrgencyFlag(urgency);
  const border = getUrgencyBorder(urgency);
  const ownerId = need.consultants[0];
  const ownerName = ownerId ? (consultantNames.get(ownerId) ?? 'Unknown consultant') : null;
  const jd = getJdDetails(need);
  const skills = getVisibleChips(jd.requiredSkills, REQUIRED_SKILLS_SHOWN);

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
        <Tooltip label={`Urgency ${urgency}`}>
          <Box
            aria-label={`Urgency ${urgency}`}
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
        </Tooltip>
      ) : null}
      <Stack gap={6}>
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Group gap={4} wrap="nowrap">
            <Badge size="sm" color={getPriorityColor(need.priority)} variant="filled">
              {need.priority}
            </Badge>
            {isNewNeed(need.createdAt, now) ? (
              <Badge size="sm" color="teal" variant="light">
                NEW
              </Badge>
            ) : null}
            {need.quantity > 1 ? (
              <Badge size="sm" color="gray" variant="outline" tt="none">
                {need.quantity}x
              </Badge>
            ) : null}
          </Group>
          <Tooltip label={isExpanded ? 'Minimize' : 'Expand'}>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              aria-label={isExpanded ? 'Minimize card' : 'Expand card'}
              aria-expanded={isExpanded}
              onPointerDown={(e) => e.stopPropagation()}
              onKeyDown={(e) => e.stopPropagation()}
              onClick={(e) => {
                e.stopPropagation();
                setExpanded((v) => !v);
              }}
            >
              {isExpanded ? <IconMinimize size={14} /> : <IconMaximize size={14} />}
            </ActionIcon>
          </Tooltip>
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
            <Tooltip label={`Sales: ${ownerName}`}>
              <Avatar size={22} radius="xl" color="blue" aria-label={`Sales: ${ownerName}`}>
                {getInitials(ownerName)}
              </Avatar>
            </Tooltip>
          ) : null}
        </Group>

        <Progress
          value={need.progressPct}
          color={getProgressColor(need.progressPct)}
          size={4}
          aria-label={`Progress ${need.progressPct}%`}
        />

        {renderCandidates ? (
          renderCandidates(need, { expanded: isExpanded })
        ) : (
          <CandidateCount need={need} />
        )}

        <Collapse in={isExpanded}>
          <Stack gap={6} pt={4}>
            {hasJdAnalysis(need) ? (
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
                  onPointerDown={(e) => e.stopPropagation()}
                  onKeyDown={(e) => e.stopPropagation()}
                  onClick={(e) => {
                    e.stopPropagation();
                    setAnalysisOpen((v) => !v);
                  }}
                >
                  AI Analysis Available
                </Button>
                <Collapse in={isAnalysisOpen}>
                  <Stack gap={2} pt={4}>
                    <Detail label="Seniority" value={jd.seniority} />
                    <Detail label="Location" value={jd.location} />
                    <Detail label="Team" value={jd.team} />
                    <Detail label="Education" value={jd.education} />
                  </Stack>
                </Collapse>
              </Box>
            ) : null}
            {skills.shown.length ? (
              <Group gap={4}>
                {skills.shown.map((skill) => (
                  <Badge key={skill} size="xs" variant="light" color="blue" tt="none">
                    {skill}
                  </Badge>
                ))}
                {skills.more ? (
                  <Badge size="xs" variant="outline" color="gray">
                    +{skills.more}
                  </Badge>
                ) : null}
              </Group>
            ) : null}
            <Detail label="Project" value={jd.projectName} />
            <Group
              gap={4}
              onPointerDown={(e) => e.stopPropagation()}
              onKeyDown={(e) => e.stopPropagation()}
              onClick={(e) => e.stopPropagation()}
            >
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconEye size={12} />}
                onClick={() => onOpen(need)}
              >
                View details
              </Button>
              {onEdit ? (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  leftSection={<IconEdit size={12} />}
                  onClick={() => onEdit(need)}
                >
                  Edit need
                </Button>
              ) : null}
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray"
                leftSection={<IconMinimize size={12} />}
                onClick={() => setExpanded(false)}
              >
                Minimize
              </Button>
            </Group>
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
});
