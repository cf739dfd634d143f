import { Badge, type BadgeProps } from '@mantine/core';
import {
  IconCircleX,
  IconFlag,
  IconMessages,
  IconRocket,
  IconScale,
  IconSend,
  IconSnowflake,
  IconTrash,
  IconTrophy,
  IconUserQuestion,
  IconUserSearch,
  type Icon,
} from '@tabler/icons-react';
import { NEED_COLUMN_COLORS, type TNeedColumnOrMission } from '@staffing/domain';
import { useT } from '../../i18n/i18n.ts';
import { labelOf } from '../../i18n/labels.ts';

/** Each column's icon beside its label and colour (domain NEED_COLUMN_LABELS / _COLORS). */
const COLUMN_ICONS: Record<TNeedColumnOrMission, Icon> = {
  NO_CANDIDATE: IconUserQuestion,
  CANDIDATE_IDENTIFIED: IconUserSearch,
  CANDIDATE_SENT: IconSend,
  CANDIDATE_INTERVIEW: IconMessages,
  GO_NOGO: IconScale,
  SALE: IconTrophy,
  CANCELED: IconCircleX,
  DELETED: IconTrash,
  FROZEN: IconSnowflake,
  PUSH: IconRocket,
  MISSION_COMPLETED: IconFlag,
};

/** Column colours of the spec named in Mantine's palette ('purple' is Mantine's violet). */
export function toMantineColor(color: string): string {
  return color === 'purple' ? 'violet' : color;
}

/**
 * A need's status chip, the same on the board, the lists and the detail: its label whole (never
 * cut by an ellipsis), its own colour and icon.
 */
export function NeedStatusBadge({
  column,
  size = 'sm',
  variant = 'light',
  testId = 'need-status-chip',
}: {
  column: TNeedColumnOrMission;
  size?: BadgeProps['size'];
  variant?: BadgeProps['variant'];
  testId?: string;
}) {
  const Icon = COLUMN_ICONS[column];
  const t = useT();
  const label = labelOf(t, 'needColumn', column);

  return (
    <Badge
      size={size}
      variant={variant}
      color={toMantineColor(NEED_COLUMN_COLORS[column])}
      tt="none"
      miw="max-content"
      leftSection={<Icon size={12} aria-hidden />}
      data-testid={testId}
      data-column={column}
    >
      {label}
    </Badge>
  );
}
