import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  STEP_LABELS,
  getCreatableStepTypes,
  getDefaultStepType,
  pickLatestStep,
  getStepDetailKey,
  type TStep,
  type TStepType,
} from '@staffing/domain';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { useCreateStep } from '../api/create-step.ts';
import { useSteps } from '../api/get-steps.ts';
import {
  buildStepBody,
  collectStepErrors,
  getCreateStepValues,
  type TStepFormValues,
} from '../utils/step-form.ts';
import { StepDetailFields } from './step-detail-fields.tsx';

export const CREATE_STEP_TEXTS = {
  title: 'Add New Step',
  submit: 'Create Step',
  noTypeAllowed:
    'No step type can be created for this candidate: your role may not permit creating steps at this stage.',
  stepsUnavailable: 'Steps could not be loaded: only Candidate Identified can be created.',
  failed: 'Failed to create step',
} as const;

type TCreateStepModalProps = {
  opened: boolean;
  needId: string;
  candidateId: string;
  candidateName?: string;
  onClose: () => void;
  onCreated?: (step: TStep) => void;
};

export function CreateStepModal(props: TCreateStepModalProps) {
  const steps = useSteps(props.opened ? props.needId : null, props.candidateId);
  if (!props.opened) return null;
  if (steps.isPending)
    return (
      <Modal opened onClose={props.onClose} title={CREATE_STEP_TEXTS.title} size="lg">
        <Group justify="center" p="lg">
          <Loader aria-label="Loading steps" />
        </Group>
      </Modal>
    );
  // Unreadable steps offer only CANDIDATE_IDENTIFIED (spec 001 section 4).
  const existing = steps.isError ? null : steps.data;
  return <CreateStepForm {...props} existing={existing} />;
}

function CreateStepForm({
  needId,
  candidateId,
  candidateName,
  onClose,
  onCreated,
  existing,
}: TCreateStepModalProps & { existing: TStep[] | null }) {
  const existingTypes = existing?.map((s) => s.type) ?? null;
  const allowed = getCreatableStepTypes(existingTypes);
  const current = pickLatestStep(existing ?? []);
  const [values, setValues] = useState<TStepFormValues>(() =>
    getCreateStepValues(getDefaultStepType(existingTypes), new Date()),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateStep();
  const saving = create.isPending;

  const set = (patch: Partial<TStepFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const changeType = (type: TStepType | null) => {
    // A new type starts from its own defaults; the comment and URL typed so far are kept.
    setValues((v) => ({
      ...getCreateStepValues(type, new Date()),
      comment: v.comment,
      propositionUrl: v.propositionUrl,
    }));
    setErrors({});
  };

  const submit = () => {
    const found = collectStepErrors(values, 'create', new Date());
    setErrors(found);
    if (Object.keys(found).length) return;
    setServerError(null);
    create.mutate(
      { needId, candidateId, body: buildStepBody(values) },
      {
        onSuccess: (step) => {
          onCreated?.(step);
          onClose();
        },
        onError: (error) => {
          const detail = getErrorMessage(error, '');
          setServerError(
            detail ? `${CREATE_STEP_TEXTS.failed}: ${detail}` : CREATE_STEP_TEXTS.failed,
          );
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={() => !saving && onClose()}
      title={
        candidateName ? `${CREATE_STEP_TEXTS.title} – ${candidateName}` : CREATE_STEP_TEXTS.title
      }
      size="lg"
      zIndex={300}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Current step:
            </Text>
            <Badge variant="light" color={current ? 'blue' : 'gray'}>
              {current ? STEP_LABELS[current.type] : 'None'}
            </Badge>
          </Group>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Next allowed:
            </Text>
            {allowed.length ? (
              allowed.map((t) => (
                <Badge key={t} variant="outline" size="sm">
                  {STEP_LABELS[t]}
                </Badge>
              ))
            ) : (
              <Text size="sm">None</Text>
            )}
          </Group>
          {existing === null ? (
            <Alert color="yellow" icon={<IconAlertTriangle size={16} />}>
              {CREATE_STEP_TEXTS.stepsUnavailable}
            </Alert>
          ) : null}
          {allowed.length === 0 ? (
            <Alert color="yellow" icon={<IconAlertTriangle size={16} />} role="alert">
              {CREATE_STEP_TEXTS.noTypeAllowed}
            </Alert>
          ) : null}
          <Select
            label="Step Type"
            withAsterisk
            data={allowed.map((t) => ({ value: t, label: STEP_LABELS[t] }))}
            value={values.type}
            onChange={(v) => changeType(v as TStepType | null)}
            error={errors.type}
            disabled={saving || allowed.length === 0}
            allowDeselect={false}
          />
          <TextInput
            label="Date"
            type="datetime-local"
            withAsterisk
            value={values.date}
            onChange={(e) => set({ date: e.currentTarget.value })}
            error={errors.date}
            disabled={saving}
          />
          <Textarea
            label="Comment"
            autosize
            minRows={2}
            value={values.comment}
            onChange={(e) => set({ comment: e.currentTarget.value })}
            disabled={saving}
          />
          <TextInput
            label="Proposition URL"
            type="url"
            placeholder="https://..."
            value={values.propositionUrl}
            onChange={(e) => set({ propositionUrl: e.currentTarget.value })}
            disabled={saving}
          />
          {values.type && getStepDetailKey(values.type) ? (
            <>
              <Divider label="Details" labelPosition="left" />
              <StepDetailFields
                type={values.type}
                mode="create"
                values={values.detail}
                errors={errors}
                disabled={saving}
                onChange={(name, value) => set({ detail: { ...values.detail, [name]: value } })}
              />
            </>
          ) : null}
          {serverError ? (
            <Alert color="red" role="alert">
              {serverError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={allowed.length === 0}>
              {CREATE_STEP_TEXTS.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
