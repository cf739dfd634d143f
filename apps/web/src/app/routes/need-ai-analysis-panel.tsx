import { Center, Loader } from '@mantine/core';
import { Suspense, type ComponentProps } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { lazyPage } from '../../shared/utils/lazy-page.ts';

// The AI tab of Create Need loads when a person opens it: the board and the needs list, on the
// first-load path, do not carry the document analysis code.
const NeedAiAnalysisTab = lazyPage(
  () => import('../../features/documents/components/analysis-tabs.tsx'),
  'NeedAiAnalysisTab',
);

/** Create Need's "AI analysis" panel, with a spinner while its code arrives. */
export function NeedAiAnalysisPanel(props: ComponentProps<typeof NeedAiAnalysisTab>) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <Center p="md">
          <Loader size="sm" aria-label={t('common.loadingLabel')} />
        </Center>
      }
    >
      <NeedAiAnalysisTab {...props} />
    </Suspense>
  );
}
