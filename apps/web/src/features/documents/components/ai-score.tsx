import { useEffect, useState } from 'react';
import { Badge, Button, Loader, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { IconSparkles } from '@tabler/icons-react';
import { can, getScoreColor } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { apiClient } from '../../../shared/api/index.ts';
import { useLiveEvent, useLiveJob } from '../../../shared/live/index.ts';
import { useSession } from '../../../shared/session/index.ts';
import { justificationText, putScoreInCache, useNeedScores } from '../api/get-need-scores.ts';
import { requestScore } from '../api/request-score.ts';
import { catalogueTexts } from '../../../shared/utils/catalogue-texts.ts';

export const SCORE_MESSAGES = catalogueTexts({
  startFailed: 'documents.score.startFailed',
});

/** While waiting for the event, the pair's score is also read now and then, in case it was missed. */
export const SCORE_POLL_MS = 5_000;

export function ScoreBadge({
  score,
  justification,
}: {
  score: number;
  justification: string | null;
}) {
  const t = useT();
  const badge = (
    <Badge
      color={getScoreColor(score)}
      variant="filled"
      data-testid="ai-score-badge"
      style={{ flexShrink: 0, cursor: justification ? 'help' : undefined }}
    >
      {t('documents.score.badge', { score: Math.round(score) })}
    </Badge>
  );
  if (!justification) return badge;
  return (
    <Tooltip
      multiline
      w={300}
      withArrow
      openDelay={150}
      label={
        <>
          <Text size="xs" fw={600} mb={4}>
            {t('documents.score.relevance', { score: Math.round(score) })}
          </Text>
          <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {justification}
          </Text>
        </>
      }
    >
      {badge}
    </Tooltip>
  );
}

type TScorePayload = {
  candidate_id?: string;
  need_id?: string;
  score?: number;
  justification?: unknown;
  score_job_id?: string;
  scored_at?: string;
};

/**
 * A candidate's relevance score for one need, or the 'AI Rate' button that requests it and waits
 * for scoring_analysis_complete of that pair (spec 001 §4 Scoring). Recruiters see no button.
 */
export function AiScore({ needId, candidateId }: { needId: string; candidateId: string }) {
  const t = useT();
  const { role } = useSession();
  const queryClient = useQueryClient();
  const scores = useNeedScores(needId);
  const [jobId, setJobId] = useState<string | null>(null);
  const [isStarting, setStarting] = useState(false);
  const record = scores.data?.find((r) => r.candidateId === candidateId) ?? null;
  const isWaiting = jobId !== null;

  useLiveEvent('scoring_analysis_complete', (event) => {
    const p = (event.payload ?? {}) as TScorePayload;
    if (p.need_id !== needId || typeof p.score !== 'number' || !p.candidate_id) return;
    putScoreInCache(queryClient, {
      needId,
      candidateId: p.candidate_id,
      score: p.score,
      justification: justificationText(p.justification),
      scoreJobId: p.score_job_id ?? null,
      scoredAt: p.scored_at ?? null,
    });
    if (p.candidate_id === candidateId) setJobId(null);
  });

  useLiveJob(jobId, (event) => {
    if (event.type !== 'scoring_analysis_error') return;
    setJobId(null);
    notifications.show({
      color: 'red',
      message: event.error ?? SCORE_MESSAGES.startFailed,
      autoClose: 5000,
    });
  });

  useEffect(() => {
    if (!jobId) return;
    const timer = setInterval(() => {
      apiClient
        .GET('/api/v1/needs/{id}/candidates/{candidateId}/score', {
          params: { path: { id: needId, candidateId } },
        })
        .then((found) => {
          if (found.scoreJobId && found.scoreJobId !== jobId) return;
          putScoreInCache(queryClient, {
            ...found,
            justification: justificationText(found.justification),
          });
          setJobId(null);
        })
        .catch(() => {});
    }, SCORE_POLL_MS);
    return () => clearInterval(timer);
  }, [jobId, needId, candidateId, queryClient]);

  const rate = async () => {
    setStarting(true);
    try {
      setJobId(await requestScore(needId, candidateId));
    } catch (error) {
      console.warn('Relevance scoring failed to start', error);
      notifications.show({ color: 'red', message: SCORE_MESSAGES.startFailed, autoClose: 5000 });
    } finally {
      setStarting(false);
    }
  };

  if (record && !isWaiting)
    return (
      <ScoreBadge score={record.score} justification={justificationText(record.justification)} />
    );
  if (!role || !can.requestScoring(role)) return null;
  if (isWaiting)
    return (
      <Badge
        variant="light"
        color="violet"
        leftSection={<Loader size={10} color="violet" />}
        data-testid="ai-score-pending"
      >
        {t('documents.score.scoring')}
      </Badge>
    );
  return (
    <Button
      size="compact-xs"
      variant="light"
      color="violet"
      leftSection={<IconSparkles size={12} />}
      loading={isStarting}
      onClick={(e) => {
        e.stopPropagation();
        void rate();
      }}
    >
      {t('documents.score.rate')}
    </Button>
  );
}
