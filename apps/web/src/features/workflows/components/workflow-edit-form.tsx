import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ErrorCode,
  WORKFLOW_MESSAGES,
  WORKFLOW_PAYLOAD_LOCKED_MESSAGE,
  WORKFLOW_REQUEST_EDITABLE_STATUSES,
  canEditWorkflowRequestPayload,
  type TWorkflowRequest,
} from '@staffing/domain';
import { useQueryClient } from '@tanstack/react-query';
import { getErrorMessage, isApiError } from '../../../shared/api/index.ts';
import { getWorkflowRequest } from '../api/get-workflow-request.ts';
import { applyWorkflowChange } from '../api/workflow-cache.ts';
import { useWorkflowNeedCandidates } from '../api/get-need-candidates.ts';
import { useUpdateWorkflowRequest } from '../api/update-workflow-request.ts';
import { WORKFLOW_STATUS_LABELS } from '../utils/workflow-display.ts';
import {
  CONFIGURE_FIELDS,
  buildWorkflowPatch,
  getWorkflowEditErrors,
  toWorkflowEditValues,
  type TWorkflowEditValues,
} from '../utils/workflow-edit-form.ts';
import { notifySuccess } from '../utils/notify.ts';

const STATUS_OPTIONS = WORKFLOW_REQUEST_EDITABLE_STATUSES.map((s) => ({
  value: s,
  label: WORKFLOW_STATUS_LABELS[s],
}));

/** Three skills beside a candidate's name in the picker (spec 001 §9). */
const PICKER_SKILLS = 3;

/**
 * The detail's edit form (spec 001 §4 and 'Configure dialog per workflow type'): status and last
 * error, and the configure fields of the request's type, checked by getWorkflowPayloadErrors.
 */
export function WorkflowEditForm({ request }: { request: TWorkflowRequest }) {
  const update = useUpdateWorkflowRequest();
  const queryClient = useQueryClient();
  const [submitError, setSubmitError] = useState<string | null>(null);
  // The version the form's values were loaded from: a save made against an older one is refused
  // (STALE_UPDATE) instead of silently replacing someone else's change.
  const [baseVersion, setBaseVersion] = useState(request.version);
  const [isStale, setIsStale] = useState(false);
  const [isReloading, setIsReloading] = useState(false);
  const form = useForm<TWorkflowEditValues>({ initialValues: toWorkflowEditValues(request) });
  const fields = CONFIGURE_FIELDS[request.type];
  const isPayloadLocked = !canEditWorkflowRequestPayload(request.status);
  const needId = typeof request.payload.needId === 'string' ? request.payload.needId : null;
  const candidates = useWorkflowNeedCandidates(fields.includes('candidate') ? needId : null);

  const load = (next: TWorkflowEditValues, version: number) => {
    setBaseVersion(version);
    setIsStale(false);
    form.setInitialValues(next);
    form.setValues(next);
    form.resetDirty(next);
  };

  // A live change of the request reaches an untouched form; typed input is never overwritten.
  useEffect(() => {
    if (form.isDirty()) return;
    load(toWorkflowEditValues(request), request.version);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const values = form.getValues();
  const patch = buildWorkflowPatch(request, values);
  const errors = getWorkflowEditErrors(request, values);
  const hasPayloadErrors =
    patch.payload !== undefined && Object.keys(errors).some((key) => key !== 'needId');
  const hasChanges = Object.keys(patch).length > 0;

  const candidateOptions = (candidates.data ?? []).map((c) => ({
    value: c.id,
    label: c.skills.length ? `${c.name} (${c.skills.slice(0, PICKER_SKILLS).join(', ')})` : c.name,
    name: c.name,
  }));
  if (values.candidateId && !candidateOptions.some((o) => o.value === values.candidateId))
    candidateOptions.unshift({
      value: values.candidateId,
      label: values.candidateName || values.candidateId,
      name: values.candidateName,
    });

  const submit = form.onSubmit(() => {
    if (!hasChanges || hasPayloadErrors) return;
    setSubmitError(null);
    update.mutate(
      { id: request.id, body: { ...patch, version: baseVersion } },
      {
        onSuccess: (saved) => {
          load(toWorkflowEditValues(saved), saved.version);
          notifySuccess('Workflow request updated');
        },
        onError: (error) => {
          if (isApiError(error) && error.code === ErrorCode.STALE_UPDATE) {
            setIsStale(true);
            setSubmitError(WORKFLOW_MESSAGES.stale);
            return;
          }
          setSubmitError(
            `${WORKFLOW_MESSAGES.updateFailed}: ${getErrorMessage(error, WORKFLOW_MESSAGES.submitFailed)}`,
          );
        },
      },
    );
  });

  const lockedProps = { disabled: isPayloadLocked || update.isPending };
  const error = (field: keyof typeof errors) => (isPayloadLocked ? undefined : errors[field]);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Edit workflow request">
      <Title order={4} mb="sm">
        Edit
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label="Status"
            data={STATUS_OPTIONS}
            placeholder={request.status === 'CANCELLED' ? 'Cancelled' : undefined}
            allowDeselect={false}
            {...form.getInputProps('status')}
            onChange={(value) =>
              form.setFieldValue('status', (value ?? '') as TWorkflowEditValues['status'])
            }
          />
          <Textarea
            label="Last error"
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('lastError')}
          />

          <Title order={5} mt="xs">
            Configuration
          </Title>
          {isPayloadLocked ? (
            <Alert color="blue" variant="light" py={6}>
              {WORKFLOW_PAYLOAD_LOCKED_MESSAGE}
            </Alert>
          ) : null}
          {errors.needId && !isPayloadLocked ? (
            <Alert color="red" variant="light" py={6} role="alert">
              {errors.needId}
            </Alert>
          ) : null}
          {fields.includes('candidate') ? (
            <Select
              label="Candidate"
              placeholder={
                candidates.isPending && needId ? 'Loading candidates...' : 'Select a candidate'
              }
              searchable
              clearable
              nothingFoundMessage="No candidates on this need"
              data={candidateOptions}
              value={values.candidateId || null}
              error={error('candidate')}
              onChange={(value) => {
                const option = candidateOptions.find((o) => o.value === value);
                form.setFieldValue('candidateId', value ?? '');
                form.setFieldValue('candidateName', option?.name ?? '');
              }}
              {...lockedProps}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {fields.includes('expectedTjm') ? (
              <TextInput
                label="Expected TJM (€/day)"
                type="number"
                min={1}
                step={0.01}
                {...form.getInputProps('expectedTjm')}
                error={error('expectedTjm')}
                {...lockedProps}
              />
            ) : null}
            {fields.includes('interviewDate') ? (
              <TextInput
                label="Interview date"
                type="date"
                {...form.getInputProps('interviewDate')}
                error={error('interviewDate')}
                {...lockedProps}
              />
            ) : null}
            {fields.includes('projectedStartDate') ? (
              <TextInput
                label="Projected start date"
                type="date"
                {...form.getInputProps('projectedStartDate')}
                error={error('projectedStartDate')}
                {...lockedProps}
              />
            ) : null}
            {fields.includes('endDate') ? (
              <TextInput
                label="End date"
                type="date"
                {...form.getInputProps('endDate')}
                {...lockedProps}
              />
            ) : null}
            {fields.includes('commercialConcession') ? (
              <TextInput
                label="Commercial concession (€)"
                type="number"
                min={0}
                step={0.01}
                {...form.getInputProps('commercialConcession')}
                {...lockedProps}
              />
            ) : null}
            {fields.includes('tjm') ? (
              <TextInput
                label="TJM (€/day)"
                type="number"
                min={0}
                step={0.01}
                {...form.getInputProps('tjm')}
                {...lockedProps}
              />
            ) : null}
          </SimpleGrid>
          <Group gap="lg">
            {fields.includes('headless') ? (
              <Checkbox
                label="Run headless"
                {...form.getInputProps('headless', { type: 'checkbox' })}
                {...lockedProps}
              />
            ) : null}
            {fields.includes('autoCreateProduct') ? (
              <Checkbox
                label="Also add the product"
                {...form.getInputProps('autoCreateProduct', { type: 'checkbox' })}
                {...lockedProps}
              />
            ) : null}
            {fields.includes('autoCreateMission') ? (
              <Checkbox
                label="Also create the mission"
                {...form.getInputProps('autoCreateMission', { type: 'checkbox' })}
                {...lockedProps}
              />
            ) : null}
          </Group>

          {submitError ? (
            <Alert color="red" variant="light" role="alert">
              {submitError}
              {isStale ? (
                <Button
                  size="xs"
                  variant="light"
                  ml="sm"
                  loading={isReloading}
                  onClick={async () => {
                    // The latest version underneath, the user's input kept on top.
                    setIsReloading(true);
                    try {
                      const latest = await getWorkflowRequest(request.id);
                      applyWorkflowChange(queryClient, { kind: 'upsert', request: latest });
                      setBaseVersion(latest.version);
                      setIsStale(false);
                      setSubmitError(null);
                    } catch (error) {
                      setSubmitError(getErrorMessage(error, WORKFLOW_MESSAGES.loadFailed));
                    } finally {
                      setIsReloading(false);
                    }
                  }}
                >
                  Reload
                </Button>
              ) : null}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              disabled={!hasChanges || update.isPending}
              onClick={() => {
                form.reset();
                setSubmitError(null);
              }}
            >
              Reset
            </Button>
            <Button
              type="submit"
              loading={update.isPending}
              disabled={!hasChanges || hasPayloadErrors}
            >
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
