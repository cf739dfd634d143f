import { Code } from '@mantine/core';
import { useT } from '../../../i18n/i18n.ts';
import { DetailPanel } from './detail-panel.tsx';

/** The request's payload as stored, for whoever needs the exact values. */
export function PayloadView({ payload }: { payload: Record<string, unknown> }) {
  const t = useT();
  return (
    <DetailPanel title={t('workflows.payload.title')}>
      <Code
        block
        tabIndex={0}
        aria-label={t('workflows.payload.json')}
        style={{ maxHeight: 360, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {JSON.stringify(payload, null, 2)}
      </Code>
    </DetailPanel>
  );
}
