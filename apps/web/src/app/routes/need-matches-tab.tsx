import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { lazyPage } from '../../shared/utils/lazy-page.ts';

// The matches panel loads when the tab is opened: the need page does not carry it otherwise.
const NeedMatchesPanel = lazyPage(
  () => import('../../features/pool/components/need-matches-panel.tsx'),
  'NeedMatchesPanel',
);

/** The need page's "Matches" tab: the whole pool ranked for the need. */
export function NeedMatchesTab({ needId }: { needId: string }) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <Center p="md">
          <Loader size="sm" aria-label={t('common.loadingLabel')} />
        </Center>
      }
    >
      <NeedMatchesPanel needId={needId} />
    </Suspense>
  );
}
