import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n.ts';
import { useCandidateDuplicates } from '../api/get-candidate-duplicates.ts';
import { useDismissPair } from '../hooks/use-dismiss-pair.ts';
import { describeReasons } from './duplicate-reasons.ts';
import { MergeModal } from './merge-modal.tsx';

/**
 * 'This may be Karim Benali (same phone)' under a record just created (by the form or a CV) or
 * opened, with Open, Merge and 'Not the same person'. Nothing when no one matches.
 */
export function DuplicateWarning({ candidateId }: { candidateId: string }) {
  const t = useT();
  const query = useCandidateDuplicates(candidateId);
  const dismissPair = useDismissPair();
  const [merging, setMerging] = useState<string | null>(null);
  const matches = query.data ?? [];
  if (matches.length === 0) return null;
  return (
    <Stack gap="xs">
      {matches.map((match) => (
        <Alert key={match.candidate.id} color="yellow" icon={<IconCopy size={16} />} p="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t('duplicates.warning', {
                name: match.candidate.name,
                reasons: describeReasons(t, match.reasons),
              })}
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                component={Link}
                to={`/candidates?candidate=${encodeURIComponent(match.candidate.id)}`}
                aria-label={t('duplicates.openName', { name: match.candidate.name })}
              >
                {t('duplicates.open')}
              </Button>
              <Button size="xs" color="orange" onClick={() => setMerging(match.candidate.id)}>
                {t('duplicates.merge')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                loading={dismissPair.isDismissing(match.candidate.id)}
                onClick={() => dismissPair.dismiss(candidateId, match.candidate.id)}
              >
                {t('duplicates.notSame')}
              </Button>
            </Group>
          </Group>
        </Alert>
      ))}
      {/* The record already in the pool is kept by default; the new one is folded into it. */}
      <MergeModal
        keptId={merging}
        mergedId={merging ? candidateId : null}
        onClose={() => setMerging(null)}
      />
    </Stack>
  );
}
