import { memo } from 'react';
import { Stack, Text } from '@mantine/core';
import { BOARD_PREVIEW_CANDIDATES, STAGE_CHIPS, type TNeedBoardCard } from '@staffing/domain';
import {
  CandidatePreviewRow,
  CardLink,
  StageChipBadges,
} from '../../../shared/ui/candidate-preview.tsx';
import { useT } from '../../../i18n/i18n.ts';

/** Catalogue keys of the card's candidate texts. */
export const BOARD_CARD_TEXTS = {
  empty: 'needs.card.noCandidates',
  emptyHint: 'needs.card.noCandidatesHint',
  showMore: 'needs.card.showMore',
} as const;

/** The card's per-stage chips from the board's counts, in chip order. */
export const BoardStageChips = memo(function BoardStageChips({
  counts,
}: {
  counts: TNeedBoardCard['stageCounts'];
}) {
  const chips = STAGE_CHIPS.filter((c) => (counts[c.key] ?? 0) > 0).map((c) => ({
    key: c.key,
    label: c.label,
    count: counts[c.key] ?? 0,
  }));
  return <StageChipBadges chips={chips} />;
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
  const t = useT();
  if (card.candidateCount === 0)
    return (
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {t(BOARD_CARD_TEXTS.empty)}
        </Text>
        <Text size="xs" c="dimmed">
          {t(BOARD_CARD_TEXTS.emptyHint)}
        </Text>
      </Stack>
    );
  const hidden = card.candidateCount - BOARD_PREVIEW_CANDIDATES;
  return (
    <Stack gap={4}>
      <BoardStageChips counts={card.stageCounts} />
      {card.candidatePreview.map((c) => (
        <CandidatePreviewRow key={c.id} name={c.name} skills={c.skills} />
      ))}
      {hidden > 0 ? (
        <CardLink onClick={onShowAll}>{t(BOARD_CARD_TEXTS.showMore, { count: hidden })}</CardLink>
      ) : null}
    </Stack>
  );
}
