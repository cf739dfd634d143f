import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Text } from '@mantine/core';
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
            size="xs"
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

/** One candidate on a need card: an initial, the name and up to two skills. */
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
    <Group
      gap={6}
      wrap="nowrap"
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
      <Badge size="xs" circle variant="filled" color="blue">
        {getInitials(name).slice(0, 1)}
      </Badge>
      <Text size="xs" truncate fw={500} title={name}>
        {name}
      </Text>
      {skills.slice(0, 2).map((s) => (
        <Badge key={s} size="xs" variant="outline" tt="none" title={s}>
          {truncateText(s, 14)}
        </Badge>
      ))}
    </Group>
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
