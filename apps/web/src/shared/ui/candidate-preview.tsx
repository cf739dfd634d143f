import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Text, Tooltip } from '@mantine/core';
import { getInitials, truncateText, type TStageChipKey } from '@staffing/domain';

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

/** A need card's per-stage chips ("P 2"), in the order given; nothing when there is none. */
export function StageChipBadges({
  chips,
}: {
  chips: readonly { key: TStageChipKey; label: string; count: number }[];
}) {
  if (!chips.length) return null;
  return (
    <Group gap={4} aria-label="Candidates by stage">
      {chips.map((chip) => (
        <Tooltip key={chip.key} label={`${chip.label}: ${chip.count}`}>
          <Badge
            size="xs"
            variant="light"
            color={CHIP_COLORS[chip.key]}
            data-testid={`stage-chip-${chip.key}`}
          >
            {chip.key} {chip.count}
          </Badge>
        </Tooltip>
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
