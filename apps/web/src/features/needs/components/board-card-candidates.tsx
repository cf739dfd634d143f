import { memo } from 'react';
import { Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  BOARD_PREVIEW_CANDIDATES,
  getInitials,
  STAGE_CHIPS,
  truncateText,
  type TNeedBoardCard,
  type TStageChipKey,
} from '@staffing/domain';

export const BOARD_CARD_TEXTS = {
  empty: 'No candidates yet',
  emptyHint: 'Click to add candidates',
  showMore: (n: number) => `Show ${n} more candidate${n === 1 ? '' : 's'}`,
} as const;

const CHIP_COLORS: Record<TStageChipKey, string> = {
  I: 'blue',
  P: 'cyan',
  S: 'yellow',
  IW: 'grape',
  GNG: 'teal',
  F: 'gray',
  GO: 'green',
  NO: 'red',
};

/** The card's per-stage chips from the board's counts, in chip order. */
export const BoardStageChips = memo(function BoardStageChips({
  counts,
}: {
  counts: TNeedBoardCard['stageCounts'];
}) {
  const chips = STAGE_CHIPS.filter((c) => (counts[c.key] ?? 0) > 0);
  if (!chips.length) return null;
  return (
    <Group gap={4} aria-label="Candidates by stage">
      {chips.map((chip) => (
        <Tooltip key={chip.key} label={`${chip.label}: ${counts[chip.key]}`}>
          <Badge
            size="xs"
            variant="light"
            color={CHIP_COLORS[chip.key]}
            data-testid={`stage-chip-${chip.key}`}
          >
            {chip.key} {counts[chip.key]}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
});

/**
 * A compact card's candidates from the board projection: chips, the first two with two skills
 * each, and 'Show N more candidates', which asks for the whole list (`onShowAll`).
 */
export function BoardCardCandidates({
  card,
  onShowAll,
}: {
  card: TNeedBoardCard;
  onShowAll: () => void;
}) {
  if (card.candidateCount === 0)
    return (
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {BOARD_CARD_TEXTS.empty}
        </Text>
        <Text size="xs" c="dimmed">
          {BOARD_CARD_TEXTS.emptyHint}
        </Text>
      </Stack>
    );
  const hidden = card.candidateCount - BOARD_PREVIEW_CANDIDATES;
  return (
    <Stack gap={4}>
      <BoardStageChips counts={card.stageCounts} />
      {card.candidatePreview.map((c) => (
        <Group key={c.id} gap={6} wrap="nowrap">
          <Badge size="xs" circle variant="filled" color="blue">
            {getInitials(c.name).slice(0, 1)}
          </Badge>
          <Text size="xs" truncate fw={500} title={c.name}>
            {c.name}
          </Text>
          {c.skills.map((s) => (
            <Badge key={s} size="xs" variant="outline" tt="none" title={s}>
              {truncateText(s, 14)}
            </Badge>
          ))}
        </Group>
      ))}
      {hidden > 0 ? (
        <Anchor
          size="xs"
          component="button"
          type="button"
          onPointerDown={(e) => e.stopPropagation()}
          onKeyDown={(e) => e.stopPropagation()}
          onClick={(e) => {
            e.stopPropagation();
            onShowAll();
          }}
        >
          {BOARD_CARD_TEXTS.showMore(hidden)}
        </Anchor>
      ) : null}
    </Stack>
  );
}
