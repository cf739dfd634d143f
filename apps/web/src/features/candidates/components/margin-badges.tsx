import { Badge, Tooltip } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { can, marginOf, type TFollowUpState, type TStepType } from '@staffing/domain';
import { t as translate, useT, type TTranslate } from '../../../i18n/i18n.ts';
import { useSession } from '../../../shared/session/index.ts';
import { getUserLocale } from '../../../shared/utils/format-date.ts';
import { formatNumber } from '../../../shared/utils/format-number.ts';

/** Whole euros as they are, else with cents: '150', '12.50' ('12,50' in French). */
function euros(amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(getUserLocale(), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** '150 €/day · 25 %' ('150 €/jour · 25 %'): the margin a day and its rate when known. */
export function formatMarginText(
  margin: { amount: number; rate: number | null },
  t: TTranslate = translate,
): string {
  const amount = euros(margin.amount);
  return margin.rate === null
    ? t('candidates.margin.amount', { amount })
    : t('candidates.margin.amountRate', {
        amount,
        rate: formatNumber(Math.round(margin.rate * 100)),
      });
}

/**
 * Billed TJM − consultant daily cost, in €/day and %, when both are known. Nothing for
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
  const t = useT();
  const { role } = useSession();
  const margin = marginOf(billed, cost);
  if (!role || !can.seeMargin(role) || !margin) return null;
  return (
    <Tooltip
      label={t(
        source === 'need' ? 'candidates.margin.tooltipNeed' : 'candidates.margin.tooltipExpected',
        { billed: formatNumber(billed), cost: formatNumber(cost) },
      )}
    >
      <Badge
        size="sm"
        variant="light"
        color={margin.amount >= 0 ? 'teal' : 'red'}
        tt="none"
        w="fit-content"
        data-testid="margin-badge"
      >
        {t('candidates.margin.label', { margin: formatMarginText(margin, t) })}
      </Badge>
    </Tooltip>
  );
}

/**
 * "Follow up" on a need's candidate sent to the client with no later step for
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
  const t = useT();
  const { role } = useSession();
  if (!role || !can.followUpCandidates(role)) return null;
  if (!followUp?.due || latestStep?.type !== 'CANDIDATE_SENT') return null;
  return (
    <Tooltip label={t('candidates.margin.followUpTooltip', { count: followUp.daysWaiting })}>
      <Badge
        size="sm"
        color="orange"
        variant="filled"
        tt="none"
        miw="max-content"
        leftSection={<IconClockExclamation size={12} />}
        data-testid="follow-up-badge"
      >
        {t('candidates.margin.followUp')}
      </Badge>
    </Tooltip>
  );
}
