import { useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  can,
  getDecisiveStep,
  getGoNoGoDecision,
  groupByTrackerTab,
  type TCandidate,
  type TTrackerTab,
} from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { useSession } from '../../../shared/session/index.ts';
import { formatDate } from '../../../shared/utils/format-date.ts';
import type { TCandidateWithStatus } from '../api/candidate-keys.ts';
import { useNeedCandidatesWithStatus } from '../api/get-need-candidates-with-status.ts';
import { useCandidateLiveUpdates } from '../hooks/use-candidate-live-updates.ts';
import { AddCandidateModal, type TAddCandidateModalProps } from './add-candidate-modal.tsx';
import { CandidateDetailModal, type TCandidateDetailSlots } from './candidate-detail-modal.tsx';
import { EditCandidateModal } from './edit-candidate-modal.tsx';
import { NeedCandidateCard, type TNeedCandidateCardProps } from './need-candidate-card.tsx';
import { RetryButton } from '../../../shared/ui/retry-button.tsx';

/** The tabs, their names and empty states as catalogue keys (translated at render). */
export const TRACKER_TABS: { tab: TTrackerTab; labelKey: TMessageKey; emptyKey: TMessageKey }[] = [
  {
    tab: 'identified',
    labelKey: 'candidates.tracker.identified',
    emptyKey: 'candidates.tracker.identifiedEmpty',
  },
  { tab: 'sent', labelKey: 'candidates.tracker.sent', emptyKey: 'candidates.tracker.sentEmpty' },
  {
    tab: 'inProgress',
    labelKey: 'candidates.tracker.inProgress',
    emptyKey: 'candidates.tracker.inProgressEmpty',
  },
  {
    tab: 'rejected',
    labelKey: 'candidates.tracker.rejected',
    emptyKey: 'candidates.tracker.rejectedEmpty',
  },
];

const DECISION_KEYS = {
  noGo: 'candidates.tracker.noGo',
  deleted: 'candidates.tracker.deleted',
  canceled: 'candidates.tracker.canceled',
} as const satisfies Record<string, TMessageKey>;

/** Delay before the edit form opens for a candidate created without an e-mail. */
export const EDIT_AFTER_ADD_MS = 300;

export type TNeedCandidateTab = { value: string; label: string; panel: ReactNode };

type TTabsOptions = TCandidateDetailSlots & {
  readOnly?: boolean;
  /** The need's TJM, for the margin on the cards. */
  needTjm?: number | null;
  /** Seams for the features that come later (AI scoring, AI analysis tab). */
  renderScoreAction?: TNeedCandidateCardProps['renderScoreAction'];
  renderCvSection?: TNeedCandidateCardProps['renderCvSection'];
  renderCardActions?: TNeedCandidateCardProps['renderCardActions'];
  renderAiAnalysis?: TAddCandidateModalProps['renderAiAnalysis'];
  renderDraftCheck?: TAddCandidateModalProps['renderDraftCheck'];
};

/**
 * The process tracker's candidate tabs of one need: 'Identified (n)', 'Sent (n)',
 * 'Interview / GO-NOGO (n)', 'Rejected (n)', grouped by each candidate's latest step.
 */
export function useNeedCandidateTabs(
  need: { id: string } | null | undefined,
  options: TTabsOptions = {},
): TNeedCandidateTab[] {
  const t = useT();
  const needId = need?.id ?? '';
  const query = useNeedCandidatesWithStatus(needId);
  useCandidateLiveUpdates();
  const groups = groupByTrackerTab(query.data ?? []);
  return TRACKER_TABS.map(({ tab, labelKey }) => ({
    value: `candidates-${tab}`,
    label: t('candidates.tracker.tabLabel', { label: t(labelKey), count: groups[tab].length }),
    panel: <NeedCandidatesPanel needId={needId} tab={tab} {...options} />,
  }));
}

/** One tab's panel: its cards (or rejected cards), empty state, error with Retry, Add Candidate. */
export function NeedCandidatesPanel({
  needId,
  tab,
  readOnly,
  needTjm,
  renderScoreAction,
  renderCvSection,
  renderCardActions,
  renderAiAnalysis,
  renderDraftCheck,
  ...detailSlots
}: TTabsOptions & { needId: string; tab: TTrackerTab }) {
  const t = useT();
  const { role } = useSession();
  const query = useNeedCandidatesWithStatus(needId);
  const [opened, setOpened] = useState<TCandidateWithStatus | null>(null);
  const [editing, setEditing] = useState<TCandidateWithStatus | null>(null);
  const [added, setAdded] = useState<TCandidate | null>(null);
  const [adding, setAdding] = useState(false);
  const mayAdd = !readOnly && !!role && can.mutateCandidates(role);
  const definition = TRACKER_TABS.find((d) => d.tab === tab)!;
  const list = groupByTrackerTab(query.data ?? [])[tab];

  let body: ReactNode;
  if (query.isPending)
    body = (
      <Center p="lg">
        <Loader aria-label={t('candidates.tracker.loading')} />
      </Center>
    );
  else if (query.isError)
    body = (
      <Alert color="red" role="alert" title={t('candidates.tracker.errorTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {t('candidates.tracker.loadFailed', {
              detail: getErrorMessage(query.error, query.error.message),
            })}
          </Text>
          <RetryButton color="red" onClick={() => void query.refetch()} />
        </Stack>
      </Alert>
    );
  else if (list.length === 0)
    body = (
      <Center p="xl">
        <Text c="dimmed">{t(definition.emptyKey)}</Text>
      </Center>
    );
  else if (tab === 'rejected')
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {list.map((c) => (
          <RejectedCard key={c.id} candidate={c} onOpen={setOpened} />
        ))}
      </SimpleGrid>
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {list.map((c) => (
          <NeedCandidateCard
            key={c.id}
            candidate={c}
            needId={needId}
            needTjm={needTjm}
            readOnly={readOnly}
            onOpen={setOpened}
            onEdit={setEditing}
            renderScoreAction={renderScoreAction}
            renderCvSection={renderCvSection}
            renderCardActions={renderCardActions}
          />
        ))}
      </SimpleGrid>
    );

  return (
    <Stack gap="sm" pt="sm">
      {mayAdd ? (
        <Group justify="flex-end">
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
            {t('candidates.tracker.addCandidate')}
          </Button>
        </Group>
      ) : null}
      {/* Possible duplicates show under a candidate just added as well as in its detail. */}
      {added && detailSlots.renderDuplicates ? detailSlots.renderDuplicates(added) : null}
      {body}
      <CandidateDetailModal
        candidateId={opened?.id ?? null}
        needId={needId}
        initial={opened}
        readOnly={readOnly}
        onClose={() => setOpened(null)}
        {...detailSlots}
      />
      <EditCandidateModal candidate={editing} onClose={() => setEditing(null)} />
      <AddCandidateModal
        opened={adding}
        needId={needId}
        onClose={() => setAdding(false)}
        renderAiAnalysis={renderAiAnalysis}
        renderDraftCheck={renderDraftCheck}
        onCreated={(candidate) => {
          setAdded(candidate);
          // A CV without an e-mail opens the edit form (spec 000 §9: after 300 ms).
          if (candidate.needsEmailEdit)
            setTimeout(
              () =>
                setEditing({
                  ...candidate,
                  latestStep: null,
                  stage: 'CANDIDATE_IDENTIFIED',
                  stageProgress: 20,
                }),
              EDIT_AFTER_ADD_MS,
            );
        }}
      />
    </Stack>
  );
}

/**
 * Why and when a candidate was rejected: the No-Go reason (or step comment, null when neither),
 * its date and the kind of decision.
 */
export function getRejection(c: TCandidateWithStatus): {
  reason: string | null;
  date: string | null;
  decision: keyof typeof DECISION_KEYS;
} {
  const step = getDecisiveStep(c);
  const goNoGo =
    step?.detailGoNoGo ??
    (step?.type === 'GO_NOGO' ? (step.detail as { reason?: string | null } | null) : null);
  const reason = goNoGo?.reason || step?.comment || null;
  const decision =
    step?.type === 'GO_NOGO' && step && getGoNoGoDecision(step) === 'NO_GO'
      ? 'noGo'
      : step?.type === 'DELETED'
        ? 'deleted'
        : 'canceled';
  return { reason, date: step?.date ?? null, decision };
}

function RejectedCard({
  candidate,
  onOpen,
}: {
  candidate: TCandidateWithStatus;
  onOpen: (c: TCandidateWithStatus) => void;
}) {
  const t = useT();
  const r = getRejection(candidate);
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      role="button"
      tabIndex={0}
      data-testid="rejected-candidate-card"
      aria-label={t('candidates.card.openAria', { name: candidate.name })}
      onClick={() => onOpen(candidate)}
      onKeyDown={(e) => e.key === 'Enter' && onOpen(candidate)}
      style={{ cursor: 'pointer', borderLeft: '3px solid var(--mantine-color-red-6)' }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} truncate title={candidate.name}>
          {candidate.name}
        </Text>
        <Badge color="red" variant="light" miw="max-content">
          {t(DECISION_KEYS[r.decision])}
        </Badge>
      </Group>
      <Text size="sm" mt={4}>
        <Text span c="dimmed" size="sm">
          {t('candidates.tracker.reason')}{' '}
        </Text>
        {r.reason ?? t('candidates.tracker.noReason')}
      </Text>
      <Text size="xs" c="dimmed" mt={2}>
        {formatDate(r.date)}
      </Text>
    </Paper>
  );
}
