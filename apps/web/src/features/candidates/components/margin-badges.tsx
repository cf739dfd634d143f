import { Badge, Tooltip } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { can, formatMargin, marginOf, type TFollowUpState, type TStepType } from '@staffing/domain';
import { useSession } from '../../../shared/session/index.ts';

export const MARGIN_TEXTS = {
  label: (text: string) => `Margin ${text}`,
  tooltip: (billed: number, cost: number, source: 'need' | 'expected') =>
    `${source === 'need' ? "Need's TJM" : 'Expected TJM'} ${billed} € − cost ${cost} €`,
  followUp: 'Follow up',
  followUpTooltip: (days: number) =>
    `Sent to the client ${days} day${days === 1 ? '' : 's'} ago with no answer`,
} as const;

/**
 * Issue 14: billed TJM − consultant daily cost, in €/day and %, when both are known. Nothing for
 * a Recruiter (the server does not send them the cost anyway).
 */
export function MarginBadge({
  billed,
  cost,
  source,
}: {
  billed: number | null | undefined;
  cost: number | null | undefined;
  /** Which TJM is billed: the need's, or the candidate's expected one (candidates list). */
  source: 'need' | 'expected';
}) {
  const { role } = useSession();
  const margin = marginOf(billed, cost);
  if (!role || !can.seeMargin(role) || !margin) return null;
  return (
    <Tooltip label={MARGIN_TEXTS.tooltip(billed!, cost!, source)}>
      <Badge
        size="sm"
        variant="light"
        color={margin.amount >= 0 ? 'teal' : 'red'}
        tt="none"
        w="fit-content"
        data-testid="margin-badge"
      >
        {MARGIN_TEXTS.label(formatMargin(margin))}
      </Badge>
    </Tooltip>
  );
}

/**
 * Issue 14: "Follow up" on a need's candidate sent to the client with no later step for
 * FOLLOW_UP_DAYS. A live step event replaces `latestStep` before the list is fetched again, so
 * the badge also needs the latest step to still be the sent one.
 */
export function FollowUpBadge({
  followUp,
  latestStep,
}: {
  followUp: TFollowUpState | null | undefined;
  latestStep: { type: TStepType } | null | undefined;
}) {
  const { role } = useSession();
  if (!role || !can.followUpCandidates(role)) return null;
  if (!followUp?.due || latestStep?.type !== 'CANDIDATE_SENT') return null;
  return (
    <Tooltip label={MARGIN_TEXTS.followUpTooltip(followUp.daysWaiting)}>
      <Badge
        size="sm"
        color="orange"
        variant="filled"
        tt="none"
        miw="max-content"
        leftSection={<IconClockExclamation size={12} />}
        data-testid="follow-up-badge"
      >
        {MARGIN_TEXTS.followUp}
      </Badge>
    </Tooltip>
  );
}
