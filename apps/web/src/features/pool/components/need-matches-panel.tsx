import { useState, type ReactNode } from 'react';
import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { can, marginOf, type TNeedMatch } from '@staffing/domain';
import { useSession } from '../../../shared/session/index.ts';
import { formatDate } from '../../../shared/utils/format-date.ts';
import { formatEuros, formatPercent } from '../../../shared/utils/format-number.ts';
import { useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { useAddMatch } from '../api/add-match.ts';
import { useNeedMatches } from '../api/get-matches.ts';
import { useHideMatch, useShowMatch } from '../api/hide-match.ts';
import { PoolListStatus } from './pool-list-status.tsx';
import { showFailureToast } from '../../../shared/ui/failure-toast.ts';

/**
 * A need's "Find matches": the whole pool ranked, with why, evidence and what is missing.
 * `renderActions` adds the page's own actions to each result (the dossier, from the route).
 */
export function NeedMatchesPanel({
  needId,
  renderActions,
}: {
  needId: string;
  renderActions?: (match: TNeedMatch) => ReactNode;
}) {
  const t = useT();
  const [asked, setAsked] = useState(false);
  const [view, setView] = useState<'visible' | 'hidden'>('visible');
  const matches = useNeedMatches(needId, view === 'hidden', asked);
  if (!asked)
    return (
      <Stack align="flex-start" p="md">
        <Text size="sm" c="dimmed">
          {t('pool.matches.intro')}
        </Text>
        <Button leftSection={<IconSearch size={16} />} onClick={() => setAsked(true)}>
          {t('pool.matches.find')}
        </Button>
      </Stack>
    );
  return (
    <Stack p="md" gap="sm" data-testid="need-matches">
      <Group justify="space-between">
        <SegmentedControl
          value={view}
          onChange={(v) => setView(v as 'visible' | 'hidden')}
          data={[
            { value: 'visible', label: t('pool.matches.visible') },
            { value: 'hidden', label: t('pool.matches.hidden') },
          ]}
        />
        {matches.data ? (
          <Text size="sm" c="dimmed">
            {t('pool.matches.considered', { count: matches.data.considered })}
          </Text>
        ) : null}
      </Group>
      {matches.isPending ? (
        <Center p="md">
          <Loader size="sm" aria-label={t('common.loadingLabel')} />
        </Center>
      ) : null}
      <PoolListStatus
        query={matches}
        failedText={t('pool.matches.error')}
        emptyText={t('pool.matches.none')}
      />
      {matches.data?.items.map((match) => (
        <MatchCard
          key={match.candidateId}
          needId={needId}
          tjm={matches.data.tjm}
          match={match}
          actions={renderActions?.(match)}
        />
      ))}
    </Stack>
  );
}

const SECTION_KEYS = {
  skills: 'pool.evidence.skills',
  hardSkills: 'pool.evidence.hardSkills',
  experience: 'pool.evidence.experience',
  role: 'pool.evidence.role',
} as const satisfies Record<string, TMessageKey>;

/** Sentences of a match card under their heading: why it matches, where the skills were seen. */
function MatchLines({ title, lines }: { title: string; lines: { key: string; text: string }[] }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      {lines.map((line) => (
        <Text key={line.key} size="sm">
          {line.text}
        </Text>
      ))}
    </Stack>
  );
}

function MatchCard({
  needId,
  tjm,
  match,
  actions,
}: {
  needId: string;
  tjm: number | null;
  match: TNeedMatch;
  actions?: ReactNode;
}) {
  const t = useT();
  const { role } = useSession();
  const add = useAddMatch();
  const hide = useHideMatch();
  const show = useShowMatch();
  const [hiding, setHiding] = useState(false);
  const [reason, setReason] = useState('');
  const editor = role ? can.mutateCandidates(role) : false;
  const margin =
    role && can.seeMargin(role) ? marginOf(tjm, match.consultantDailyCost ?? null) : null;
  const pair = { needId, candidateId: match.candidateId };
  const fail = (error: unknown) => showFailureToast(error, t('pool.matches.error'));
  return (
    <Paper withBorder p="sm" data-testid="match-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Text fw={600}>{match.name}</Text>
            {match.role ? (
              <Text size="sm" c="dimmed">
                {match.role}
              </Text>
            ) : null}
          </Group>
          <Group gap="xs">
            <Badge variant="light">{t('pool.matches.score', { score: match.score })}</Badge>
            <Badge variant="outline" color="gray">
              {t(`pool.kind.${match.poolKind}` as TMessageKey)}
            </Badge>
            {match.availability.onBench ? (
              <Badge color="green">{t('pool.bench.onBench')}</Badge>
            ) : null}
            {match.attached ? <Badge color="blue">{t('pool.matches.attached')}</Badge> : null}
            {actions}
          </Group>
        </Group>
        <Text size="sm">
          {match.availability.date
            ? t('pool.matches.availableFrom', { date: formatDate(match.availability.date) })
            : t('pool.matches.availabilityUnknown')}
          {match.availableInTime === false ? ` · ${t('pool.matches.notInTime')}` : ''}
          {margin
            ? ` · ${t('pool.matches.margin', {
                amount: formatEuros(margin.amount),
                rate: formatPercent(margin.rate),
              })}`
            : ''}
        </Text>
        <MatchLines title={t('pool.matches.why')} lines={match.components} />
        {match.evidence.length ? (
          <MatchLines
            title={t('pool.matches.evidence')}
            lines={match.evidence.map((e) => ({
              key: e.skill,
              text: `${e.skill}: ${e.where.map((w) => `${t(SECTION_KEYS[w.section])} (${w.label})`).join(', ')}`,
            }))}
          />
        ) : null}
        {match.missingSkills.length ? (
          <Text size="sm" c="orange.8">
            {t('pool.matches.missing', { skills: match.missingSkills.join(', ') })}
          </Text>
        ) : null}
        {match.hidden ? (
          <Text size="sm" c="dimmed">
            {t('pool.matches.hiddenBecause', { reason: match.hidden.reason })}
          </Text>
        ) : null}
        {editor ? (
          <Group gap="xs">
            {!match.attached ? (
              <Button
                size="xs"
                loading={add.isPending}
                onClick={() =>
                  add.mutate(pair, {
                    onSuccess: () =>
                      notifications.show({
                        message: t('pool.matches.added', { name: match.name }),
                      }),
                    onError: fail,
                  })
                }
              >
                {t('pool.matches.add')}
              </Button>
            ) : null}
            {match.hidden ? (
              <Button
                size="xs"
                variant="default"
                loading={show.isPending}
                onClick={() => show.mutate(pair, { onError: fail })}
              >
                {t('pool.matches.show')}
              </Button>
            ) : hiding ? (
              <Group gap="xs">
                <TextInput
                  size="xs"
                  label={t('pool.matches.reason')}
                  value={reason}
                  onChange={(e) => setReason(e.currentTarget.value)}
                  maxLength={200}
                />
                <Button
                  size="xs"
                  variant="default"
                  disabled={!reason.trim()}
                  loading={hide.isPending}
                  onClick={() => hide.mutate({ ...pair, reason }, { onError: fail })}
                >
                  {t('pool.matches.confirmHide')}
                </Button>
              </Group>
            ) : (
              <Button size="xs" variant="subtle" onClick={() => setHiding(true)}>
                {t('pool.matches.hide')}
              </Button>
            )}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
