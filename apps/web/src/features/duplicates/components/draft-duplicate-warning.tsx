import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n.ts';
import { useDuplicateCheck, type TDuplicateDraft } from '../api/check-duplicates.ts';
import { describeReasons } from './duplicate-reasons.ts';

/** Typing pauses this long before the server is asked. */
const CHECK_DEBOUNCE_MS = 400;

/**
 * While the add form is filled in: 'This may be Karim Benali (same phone)', with a link to open
 * that record. Merge and 'Not the same person' come once the record is saved (DuplicateWarning).
 */
export function DraftDuplicateWarning({ draft }: { draft: TDuplicateDraft }) {
  const t = useT();
  const [debounced] = useDebouncedValue(draft, CHECK_DEBOUNCE_MS);
  const matches = useDuplicateCheck(debounced).data ?? [];
  if (matches.length === 0) return null;
  return (
    <Stack gap={4} role="status">
      {matches.map((match) => (
        <Alert key={match.candidate.id} color="yellow" p="xs">
          <Text size="sm">
            {t('duplicates.warning', {
              name: match.candidate.name,
              reasons: describeReasons(t, match.reasons),
            })}{' '}
            <Anchor
              component={Link}
              to={`/candidates?candidate=${encodeURIComponent(match.candidate.id)}`}
              target="_blank"
              size="sm"
              aria-label={t('duplicates.openName', { name: match.candidate.name })}
            >
              {t('duplicates.open')}
            </Anchor>
          </Text>
        </Alert>
      ))}
    </Stack>
  );
}
