import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Code, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import type { TRpaLaunchAction } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { withWatchLive } from '../utils/watch-live-link.ts';
import { RpaBatchForm } from './rpa-batch-form.tsx';
import { RpaLaunchForm, type TEditNeed } from './rpa-launch-form.tsx';
import { WatchLiveButton } from './watch-live-button.tsx';
import { AppModal } from '../../../shared/ui/app-modal.tsx';

type TMode = 'single' | 'batch';

/**
 * 'Run RPA' in Flow Administration (spec 001 §2 'RPA launcher'): one run, or one action on several
 * needs; after a launch, the new run can be watched live. The need editor comes from the route.
 */
export function RpaLauncher({ onEditNeed }: { onEditNeed: TEditNeed }) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isOpen, setOpen] = useState(false);
  const [mode, setMode] = useState<TMode>('single');
  const [started, setStarted] = useState<{ flowId: string; action: TRpaLaunchAction } | null>(null);

  const close = () => {
    setOpen(false);
    setStarted(null);
  };
  const watchLive = (flowId: string) => {
    close();
    setSearchParams(withWatchLive(searchParams, flowId));
  };

  return (
    <>
      <Button leftSection={<IconRobot size={16} />} color="indigo" onClick={() => setOpen(true)}>
        {t('flows.launcher.run')}
      </Button>
      <AppModal opened={isOpen} onClose={close} title={t('flows.launcher.run')} size="lg">
        {started ? (
          <Stack gap="sm">
            <Text>
              {t('flows.launcher.started', { action: started.action })}{' '}
              <Code>{started.flowId}</Code>
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStarted(null)}>
                {t('flows.launcher.another')}
              </Button>
              <WatchLiveButton onClick={() => watchLive(started.flowId)} />
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm">
            <SegmentedControl
              aria-label={t('flows.launcher.mode')}
              value={mode}
              onChange={(value) => setMode(value as TMode)}
              data={[
                { value: 'single', label: t('flows.launcher.single') },
                { value: 'batch', label: t('flows.launcher.batch') },
              ]}
            />
            {mode === 'single' ? (
              <RpaLaunchForm onEditNeed={onEditNeed} onStarted={setStarted} />
            ) : (
              <RpaBatchForm onEditNeed={onEditNeed} onWatchLive={watchLive} />
            )}
          </Stack>
        )}
      </AppModal>
    </>
  );
}
