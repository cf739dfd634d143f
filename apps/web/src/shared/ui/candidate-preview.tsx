import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { getInitials, truncateText, type TStageChipKey } from '@staffing/domain';
import { useT } from '../../i18n/i18n.ts';
import { HoverTooltip } from './hover-tooltip.tsx';
import type { TMessageKey } from '../../i18n/keys.ts';

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

/** The stage names of the chips (the domain's STAGE_CHIPS labels), in the catalogue. */
const CHIP_LABEL_KEYS: Record<TStageChipKey, TMessageKey> = {
  I: 'app.stageChip.I',
  P: 'app.stageChip.P',
  S: 'app.stageChip.S',
  IW: 'app.stageChip.IW',
  GNG: 'app.stageChip.GNG',
  F: 'app.stageChip.F',
  GO: 'app.stageChip.GO',
  NO: 'app.stageChip.NO',
};

/**
 * Chips on a card are read at arm's length: 11 px text at least (Mantine's `md` badge), never
 * the 9–10 px of `xs`/`sm`. A chip that does not fit wraps to the next line instead of being cut.
 */
export const CARD_CHIP_SIZE = 'md';

/** A need card's per-stage chips ("P 2"), in the order given; nothing when there is none. */
export function StageChipBadges({
  chips,
}: {
  chips: readonly { key: TStageChipKey; label: string; count: number }[];
}) {
  const t = useT();
  if (!chips.length) return null;
  return (
    <Group gap={4} aria-label={t('app.candidates.byStage')}>
      {chips.map((chip) => (
        <HoverTooltip
          key={chip.key}
          label={t('app.candidates.chip', {
            label: CHIP_LABEL_KEYS[chip.key] ? t(CHIP_LABEL_KEYS[chip.key]) : chip.label,
            count: chip.count,
          })}
        >
          <Badge
            size={CARD_CHIP_SIZE}
            variant="light"
            color={CHIP_COLORS[chip.key]}
            data-testid={`stage-chip-${chip.key}`}
          >
            {chip.key} {chip.count}
          </Badge>
        </HoverTooltip>
      ))}
    </Group>
  );
}

/**
 * One candidate on a need card: an initial and the whole name (it wraps, never cut), then up to
 * two skills on the line below, each whole when it fits the card and legible.
 */
export function CandidatePreviewRow({
  name,
  skills,
  onOpen,
}: {
  name: string;
  skills: readonly string[];
  onOpen?: (() => void) | undefined;
}) {
  return (
    <Stack
      gap={2}
      data-testid="candidate-preview"
      onClick={
        onOpen
          ? (e) => {
              e.stopPropagation();
              onOpen();
            }
          : undefined
      }
      style={onOpen ? { cursor: 'pointer' } : undefined}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Badge size="sm" circle variant="filled" color="blue" style={{ flexShrink: 0 }}>
          {getInitials(name).slice(0, 1)}
        </Badge>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="candidate-name">
          {name}
        </Text>
      </Group>
      {skills.length ? (
        <Group gap={4} pl={24}>
          {skills.slice(0, 2).map((s) => (
            <Badge
              key={s}
              size={CARD_CHIP_SIZE}
              variant="outline"
              tt="none"
              title={s}
              maw="100%"
              data-testid="candidate-skill"
            >
              {truncateText(s, 24)}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * A small link inside a clickable (and draggable) card: its press neither opens the card nor
 * starts a drag.
 */
export function CardLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();
  return (
    <Anchor
      size="xs"
      component="button"
      type="button"
      onPointerDown={stop}
      onKeyDown={stop}
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
    >
      {children}
    </Anchor>
  );
}
