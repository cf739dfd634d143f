import { Anchor, Image, Loader, Stack, Text } from '@mantine/core';
import type { TFlow } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { screenshotPathOf, useFlowScreenshot } from '../api/get-flow-screenshot.ts';

/**
 * The last page a browser run showed (spec 001 §3 Flow `metadata.screenshotUrl`): the stage that
 * failed, or the record it saved. Flow Administration is Admin-only, and so is the download.
 */
export function FlowScreenshot({ flow }: { flow: TFlow }) {
  const t = useT();
  const path = screenshotPathOf(flow.metadata);
  const shot = useFlowScreenshot(flow.flowId, path, `${flow.status}:${flow.stage ?? ''}`);
  if (!path) return null;
  return (
    <Stack gap={4} data-testid="flow-screenshot">
      <Text size="sm" fw={600}>
        {t('flows.details.screenshot')}
      </Text>
      {shot.url ? (
        <>
          <Anchor href={shot.url} target="_blank" rel="noreferrer">
            <Image
              src={shot.url}
              alt={t('flows.details.screenshotAlt', { id: flow.flowId })}
              radius="sm"
              mah={320}
              fit="contain"
              style={{ border: '1px solid var(--mantine-color-gray-3)' }}
            />
          </Anchor>
          <Anchor href={shot.url} download={`${flow.flowId}.png`} size="sm">
            {t('flows.details.screenshotDownload')}
          </Anchor>
        </>
      ) : shot.error ? (
        <Text size="sm" c="red">
          {getErrorMessage(shot.error, t('flows.details.screenshotFailed'))}
        </Text>
      ) : (
        <Loader size="sm" aria-label={t('flows.details.screenshotLoading')} />
      )}
    </Stack>
  );
}
