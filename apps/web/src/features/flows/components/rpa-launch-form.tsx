import { useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import {
  formatDdMmYyyy,
  getDefaultInterviewSlot,
  getRpaLaunchFormError,
  getRpaMissingNeedData,
  needsTjmBeforeProduct,
  type TCandidate,
  type TNeed,
  type TRpaLaunchAction,
  type TRpaLaunchForm,
} from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { MissingDataAlert } from '../../../shared/ui/missing-data-alert.tsx';
import { flowsKeys } from '../api/flow-keys.ts';
import { useLatestInterviewDate } from '../api/get-latest-interview.ts';
import { useRpaNeedCandidates } from '../api/get-rpa-need-candidates.ts';
import { useLaunchRpaFlow } from '../api/launch-rpa-flow.ts';
import {
  RPA_ACTION_OPTIONS,
  isCandidateAction,
  toRpaLaunchInput,
} from '../utils/rpa-launch-body.ts';
import { rpaMissingDataMessage } from '../utils/rpa-messages.ts';
import { FormCheckAlert, LaunchErrorAlert, TOAST_MS, useLaunchError } from './launch-error.tsx';
import { RpaNeedSelect } from './rpa-need-select.tsx';

/** The candidate picker shows 3 skills (spec 001 §9). */
const PICKER_SKILLS = 3;
const PROJECTED_START_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export type TEditNeed = (need: TNeed, onSaved: (saved: TNeed) => void) => void;

type TProps = {
  /** Opens the need editor (composed by the route); `onSaved` gets the saved need. */
  onEditNeed: TEditNeed;
  onStarted: (run: { flowId: string; action: TRpaLaunchAction }) => void;
};

function CandidateOption({ candidate }: { candidate: TCandidate | undefined; label: string }) {
  const t = useT();
  if (!candidate) return null;
  const skills = candidate.skills.slice(0, PICKER_SKILLS);
  return (
    <Stack gap={0}>
      <Text size="sm">{candidate.name}</Text>
      <Text size="xs" c="dimmed">
        {skills.length ? skills.join(' · ') : t('flows.launch.noSkills')}
      </Text>
    </Stack>
  );
}

type TFormattedInputProps = {
  label: string;
  /** The expected format, shown as the hint and as the placeholder. */
  format: string;
  value: string;
  onChange: (value: string) => void;
};

/** A required date or time, typed as text in the format its hint and placeholder show. */
function FormattedInput({ label, format, value, onChange }: TFormattedInputProps) {
  return (
    <TextInput
      label={label}
      description={format}
      placeholder={format}
      required
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/**
 * One RPA run (spec 001 §5 'RPA launch form'): need, action and, by action, the candidate,
 * expected TJM and interview slot. A need that lacks CRM data gets 'Add Data' (the need editor)
 * instead of a run; a product without TJM opens the editor first and launches once it is set.
 */
export function RpaLaunchForm({ onEditNeed, onStarted }: TProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const launch = useLaunchRpaFlow();
  const [need, setNeed] = useState<TNeed | null>(null);
  const [action, setAction] = useState<TRpaLaunchAction>('opportunity');
  const [candidateId, setCandidateId] = useState<string | null>(null);
  const [expectedTjm, setExpectedTjm] = useState<string | number>('');
  // null: the suggested slot (the latest interview, else tomorrow at 14:00) until typed over.
  const [interviewDate, setInterviewDate] = useState<string | null>(null);
  const [interviewTime, setInterviewTime] = useState<string | null>(null);
  // Spec 001 §9: a projected start defaults to 14 days ahead.
  const [projectedStartDate, setProjectedStartDate] = useState(() =>
    formatDdMmYyyy(new Date(Date.now() + PROJECTED_START_DAYS * DAY_MS)),
  );
  const [headless, setHeadless] = useState(true);
  const [formError, setFormError] = useState<string | null>(null);
  const [missingMessage, setMissingMessage] = useState<string | null>(null);
  const { launchError, clearLaunchError, onLaunchError } = useLaunchError();

  const isDeviceCheck = action === 'twofa_verification';
  const wantsCandidate = isCandidateAction(action);
  const candidates = useRpaNeedCandidates(need?.id ?? null, wantsCandidate);
  const latest = useLatestInterviewDate(
    action === 'presentation' ? (need?.id ?? null) : null,
    candidateId,
  );
  const suggested = getDefaultInterviewSlot(new Date(), latest.data ?? null);
  const slotDate = interviewDate ?? suggested.date;
  const slotTime = interviewTime ?? suggested.time;
  const candidateById = new Map((candidates.data ?? []).map((c) => [c.id, c]));

  const chooseNeed = (next: TNeed | null) => {
    setNeed(next);
    setCandidateId(null);
    setMissingMessage(null);
    setFormError(null);
  };
  const chooseCandidate = (id: string | null) => {
    setCandidateId(id);
    setInterviewDate(null);
    setInterviewTime(null);
    const tjm = id ? candidateById.get(id)?.expectedTjm : null;
    if (expectedTjm === '' && typeof tjm === 'number' && tjm > 0) setExpectedTjm(tjm);
  };

  const launchFor = (target: TNeed | null) => {
    const form: TRpaLaunchForm = {
      needId: target?.id ?? null,
      action,
      candidateId,
      expectedTjm,
      interviewDate: slotDate,
      interviewTime: slotTime,
      projectedStartDate,
    };
    const error = getRpaLaunchFormError(form);
    setFormError(error);
    clearLaunchError();
    if (error) return;
    if (target && !isDeviceCheck) {
      if (needsTjmBeforeProduct(action, target.tjm)) {
        // Spec: the need edit dialog opens first; once saved with a TJM the launch goes on.
        onEditNeed(target, (saved) => {
          setNeed(saved);
          if (!needsTjmBeforeProduct(action, saved.tjm)) launchFor(saved);
        });
        return;
      }
      const message = rpaMissingDataMessage(t, action, getRpaMissingNeedData(action, target));
      setMissingMessage(message);
      if (message) return;
    }
    launch.mutate(toRpaLaunchInput(form, headless), {
      onSuccess: ({ flow_id }) => {
        notifications.show({
          color: 'green',
          message: translate('flows.launch.started', { action, id: flow_id }),
          autoClose: TOAST_MS,
        });
        void queryClient.invalidateQueries({ queryKey: flowsKeys.lists() });
        onStarted({ flowId: flow_id, action });
      },
      onError: onLaunchError,
    });
  };

  const addData = () => {
    if (!need) return;
    onEditNeed(need, (saved) => {
      setNeed(saved);
      setMissingMessage(rpaMissingDataMessage(t, action, getRpaMissingNeedData(action, saved)));
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    launchFor(need);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('flows.launch.formLabel')}>
      <Stack gap="sm">
        <Select
          label={t('flows.launch.action')}
          data={RPA_ACTION_OPTIONS.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
          value={action}
          allowDeselect={false}
          onChange={(value) => {
            setAction((value ?? 'opportunity') as TRpaLaunchAction);
            setFormError(null);
            setMissingMessage(null);
          }}
          comboboxProps={{ withinPortal: true }}
        />
        {isDeviceCheck ? (
          <Text size="sm" c="dimmed">
            {t('flows.launch.deviceCheckHint')}
          </Text>
        ) : (
          <RpaNeedSelect need={need} onChange={chooseNeed} />
        )}
        {wantsCandidate ? (
          <Select
            label={t('flows.table.candidate')}
            placeholder={
              !need
                ? t('flows.launch.selectNeedFirst')
                : candidates.isPending
                  ? t('flows.launch.loadingCandidates')
                  : t('flows.launch.selectCandidate')
            }
            required
            searchable
            disabled={!need}
            data={(candidates.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={candidateId}
            onChange={chooseCandidate}
            renderOption={({ option }) => (
              <CandidateOption candidate={candidateById.get(option.value)} label={option.label} />
            )}
            nothingFoundMessage={t('flows.launch.noCandidates')}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        {action === 'proposition' ? (
          <NumberInput
            label={t('flows.launch.expectedTjm')}
            required
            min={1}
            step={0.01}
            decimalScale={2}
            value={expectedTjm}
            onChange={setExpectedTjm}
          />
        ) : null}
        {action === 'presentation' ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <FormattedInput
              label={t('flows.launch.interviewDate')}
              format={t('flows.launch.dateFormat')}
              value={slotDate}
              onChange={setInterviewDate}
            />
            <FormattedInput
              label={t('flows.launch.interviewTime')}
              format={t('flows.launch.timeFormat')}
              value={slotTime}
              onChange={setInterviewTime}
            />
          </SimpleGrid>
        ) : null}
        {action === 'retention' ? (
          <FormattedInput
            label={t('flows.launch.projectedStartDate')}
            format={t('flows.launch.dateFormat')}
            value={projectedStartDate}
            onChange={setProjectedStartDate}
          />
        ) : null}
        <Checkbox
          label={t('flows.launch.headless')}
          description={
            isDeviceCheck ? t('flows.launch.headlessDeviceCheck') : t('flows.launch.headlessHint')
          }
          checked={isDeviceCheck ? false : headless}
          disabled={isDeviceCheck}
          onChange={(e) => setHeadless(e.currentTarget.checked)}
        />

        <FormCheckAlert message={formError} />
        {missingMessage ? (
          <MissingDataAlert
            message={missingMessage}
            actionLabel={t('flows.launch.addData')}
            onAction={addData}
          />
        ) : null}
        <LaunchErrorAlert message={launchError} />

        <Group justify="flex-end">
          <Button type="submit" loading={launch.isPending}>
            {t('flows.launch.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
