import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, List, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import {
  RPA_MESSAGES,
  getRpaMissingNeedData,
  type TNeed,
  type TRpaBatchResult,
  type TRpaLaunchAction,
} from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { flowsKeys } from '../api/flow-keys.ts';
import { useLaunchRpaBatch } from '../api/launch-rpa-batch.ts';
import { RPA_ACTION_OPTIONS, isCandidateAction } from '../utils/rpa-launch-body.ts';
import { rpaMissingDataMessage } from '../utils/rpa-messages.ts';
import type { TEditNeed } from './rpa-launch-form.tsx';
import { FormCheckAlert, LaunchErrorAlert, TOAST_MS, useLaunchError } from './launch-error.tsx';
import { RpaNeedMultiSelect } from './rpa-need-select.tsx';

/** A batch runs one need-level action on several needs; candidate actions go one by one. */
const BATCH_ACTIONS = RPA_ACTION_OPTIONS.filter(
  (o) => !isCandidateAction(o.value) && o.value !== 'twofa_verification',
);

type TProps = {
  onEditNeed: TEditNeed;
  onWatchLive: (flowId: string) => void;
};

/** Several needs, one action: POST /admin/flows/rpa/batch, one after the other by default. */
export function RpaBatchForm({ onEditNeed, onWatchLive }: TProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const batch = useLaunchRpaBatch();
  const [needs, setNeeds] = useState<TNeed[]>([]);
  const [action, setAction] = useState<TRpaLaunchAction>('opportunity');
  const [headless, setHeadless] = useState(true);
  const [concurrent, setConcurrent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { launchError, clearLaunchError, onLaunchError } = useLaunchError();
  const [started, setStarted] = useState<TRpaBatchResult['flows'] | null>(null);

  const incomplete = needs
    .map((need) => ({
      need,
      message: rpaMissingDataMessage(t, action, getRpaMissingNeedData(action, need)),
    }))
    .filter((row): row is { need: TNeed; message: string } => Boolean(row.message));
  const [showIncomplete, setShowIncomplete] = useState(false);

  const replaceNeed = (saved: TNeed) =>
    setNeeds((current) => current.map((n) => (n.id === saved.id ? saved : n)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearLaunchError();
    if (needs.length === 0) {
      setFormError(RPA_MESSAGES.selectNeed);
      return;
    }
    setFormError(null);
    setShowIncomplete(true);
    if (incomplete.length) return;
    batch.mutate(
      {
        flows: needs.map((need) => ({ action, needId: need.id })),
        headless,
        concurrent,
      },
      {
        onSuccess: (answer) => {
          setStarted(answer.flows);
          notifications.show({
            color: 'green',
            message: translate('flows.batch.started', { count: answer.flows.length, action }),
            autoClose: TOAST_MS,
          });
          void queryClient.invalidateQueries({ queryKey: flowsKeys.lists() });
        },
        onError: onLaunchError,
      },
    );
  };

  if (started) {
    const titleOf = (id: string) => needs.find((n) => n.id === id)?.title ?? id;
    return (
      <Stack gap="sm">
        <Text fw={600}>{t('flows.batch.startedRuns')}</Text>
        <List spacing={6} listStyleType="none" aria-label={t('flows.batch.startedRuns')}>
          {started.map((flow) => (
            <List.Item key={flow.flow_id}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm">
                  {titleOf(flow.needId)} · {flow.action} ·{' '}
                  <Text span ff="monospace" size="sm">
                    {flow.flow_id}
                  </Text>
                </Text>
                <Button
                  size="compact-xs"
                  variant="light"
                  color="grape"
                  onClick={() => onWatchLive(flow.flow_id)}
                >
                  {t('flows.live.watch')}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setStarted(null)}>
            {t('flows.batch.another')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('flows.batch.formLabel')}>
      <Stack gap="sm">
        <Select
          label={t('flows.launch.action')}
          description={t('flows.batch.actionHint')}
          data={BATCH_ACTIONS.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
          value={action}
          allowDeselect={false}
          onChange={(value) => setAction((value ?? 'opportunity') as TRpaLaunchAction)}
          comboboxProps={{ withinPortal: true }}
        />
        <RpaNeedMultiSelect needs={needs} onChange={setNeeds} />
        <Checkbox
          label={t('flows.launch.headless')}
          checked={headless}
          onChange={(e) => setHeadless(e.currentTarget.checked)}
        />
        <Checkbox
          label={t('flows.batch.concurrent')}
          description={t('flows.batch.concurrentHint')}
          checked={concurrent}
          onChange={(e) => setConcurrent(e.currentTarget.checked)}
        />
        <FormCheckAlert message={formError} />
        {showIncomplete && incomplete.length ? (
          <Alert color="yellow" variant="light" role="alert" p="sm">
            <Stack gap="xs">
              {incomplete.map(({ need, message }) => (
                <Group key={need.id} justify="space-between" wrap="nowrap" align="flex-start">
                  <Text size="sm">
                    <Text span fw={600} size="sm">
                      {need.title}
                    </Text>
                    {t('flows.batch.incompleteMessage', { message })}
                  </Text>
                  <Button
                    size="xs"
                    variant="light"
                    color="yellow"
                    aria-label={t('flows.batch.addDataTo', { title: need.title })}
                    onClick={() => onEditNeed(need, replaceNeed)}
                  >
                    {t('flows.launch.addData')}
                  </Button>
                </Group>
              ))}
            </Stack>
          </Alert>
        ) : null}
        <LaunchErrorAlert message={launchError} />
        <Group justify="flex-end">
          <Button type="submit" loading={batch.isPending}>
            {needs.length > 1
              ? t('flows.batch.launchRuns', { count: needs.length })
              : t('flows.batch.launchBatch')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
