import { useState, type ReactNode } from 'react';
import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { countStageChips, getDecisiveStep, truncateText } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { CandidatePreviewRow, StageChipBadges } from '../../../shared/ui/candidate-preview.tsx';
import type { TNeedCandidate } from '../api/candidate-keys.ts';
import { useNeedCandidates } from '../api/get-need-candidates.ts';
import { useCandidateLiveUpdates } from '../hooks/use-candidate-live-updates.ts';
import { RetryButton } from '../../../shared/ui/retry-button.tsx';

/** Compact need cards show 2 candidates (spec 001 section 9). */
export const NEED_CARD_PREVIEW_COUNT = 2;

/**
 * Per-stage chips from each candidate's NO_GO decision, else its latest step (no step counts as
 * identified).
 */
export function getNeedStageChips(candidates: readonly TNeedCandidate[]) {
  return countStageChips(candidates.map((c) => getDecisiveStep(c)));
}

export function StageChips({ candidates }: { candidates: readonly TNeedCandidate[] }) {
  return <StageChipBadges chips={getNeedStageChips(candidates)} />;
}

type TNeedCardCandidatesProps = {
  need: { id: string };
  /** The card's add action for the empty state ('Click to add candidates'). */
  onAddCandidates?: () => void;
  /** Opens a candidate (e.g. the need detail); the card itself stays clickable otherwise. */
  onOpenCandidate?: (candidate: TNeedCandidate) => void;
  showChips?: boolean;
  /** Opens with every candidate shown (the board card's 'Show N more candidates' asked). */
  initiallyExpanded?: boolean;
};

/**
 * The need card's candidates: stage chips, the first 2 with 'Show N more candidates' /
 * 'Show less', the empty text and the error block with Retry. All cards on screen share one
 * GET /candidates/bulk.
 */
export function NeedCardCandidates({
  need,
  onAddCandidates,
  onOpenCandidate,
  showChips = true,
  initiallyExpanded = false,
}: TNeedCardCandidatesProps) {
  const t = useT();
  const query = useNeedCandidates(need.id);
  useCandidateLiveUpdates();
  const [expanded, setExpanded] = useState(initiallyExpanded);
  if (query.isPending) return <Loader size="xs" aria-label={t('candidates.needCard.loading')} />;
  if (query.isError)
    return (
      <Group gap="xs" role="alert">
        <Text size="xs" c="red">
          {t('candidates.needCard.error')}
        </Text>
        <RetryButton
          color="red"
          isCompact
          onClick={(e) => {
            e.stopPropagation();
            void query.refetch();
          }}
        />
      </Group>
    );
  const list = query.data;
  if (!list.length)
    return (
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {t('candidates.needCard.empty')}
        </Text>
        {onAddCandidates ? (
          <CardLink onClick={onAddCandidates}>{t('candidates.needCard.emptyHint')}</CardLink>
        ) : (
          <Text size="xs" c="dimmed">
            {t('candidates.needCard.emptyHint')}
          </Text>
        )}
      </Stack>
    );
  const shown = expanded ? list : list.slice(0, NEED_CARD_PREVIEW_COUNT);
  const hidden = list.length - NEED_CARD_PREVIEW_COUNT;
  return (
    <Stack gap={4}>
      {showChips ? <StageChips candidates={list} /> : null}
      {shown.map((c) => (
        <CandidatePreviewRow
          key={c.id}
          name={c.name}
          skills={c.skills}
          onOpen={onOpenCandidate ? () => onOpenCandidate(c) : undefined}
        />
      ))}
      {hidden > 0 ? (
        <CardLink onClick={() => setExpanded((v) => !v)}>
          {expanded
            ? t('candidates.needCard.showLess')
            : t('candidates.needCard.showMore', { count: hidden })}
        </CardLink>
      ) : null}
    </Stack>
  );
}

/** The needs list's candidate column: names joined, truncated at 50 (47 + '...'). */
export function formatCandidateColumn(names: readonly string[]): string {
  return truncateText(names.join(', '), 50);
}

export function NeedCandidatesColumn({ need }: { need: { id: string } }) {
  const t = useT();
  const query = useNeedCandidates(need.id);
  useCandidateLiveUpdates();
  if (query.isPending) return <Loader size="xs" aria-label={t('candidates.needCard.loading')} />;
  if (query.isError)
    return (
      <Text size="sm" c="red">
        {t('candidates.needCard.columnError')}
      </Text>
    );
  const text = formatCandidateColumn(query.data.map((c) => c.name));
  return (
    <Text
      size="sm"
      c={text ? undefined : 'dimmed'}
      title={query.data.map((c) => c.name).join(', ')}
    >
      {text || '—'}
    </Text>
  );
}

/** A link inside the need's card: it acts without also opening the card. */
function CardLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Anchor
      size="xs"
      component="button"
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
    >
      {children}
    </Anchor>
  );
}
