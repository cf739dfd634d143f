import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
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
  WORKFLOW_REQUEST_EDITABLE_STATUSES,
  canEditWorkflowRequestPayload,
  type TWorkflowRequest,
} from '@staffing/domain';
import { useQueryClient } from '@tanstack/react-query';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { getErrorMessage, isApiError } from '../../../shared/api/index.ts';
import { getWorkflowRequest } from '../api/get-workflow-request.ts';
import { applyWorkflowChange } from '../api/workflow-cache.ts';
import { useWorkflowNeedCandidates } from '../api/get-need-candidates.ts';
import { useUpdateWorkflowRequest } from '../api/update-workflow-request.ts';
import { workflowStatusLabel } from '../utils/workflow-display.ts';
import {
  CONFIGURE_FIELDS,
  buildWorkflowPatch,
  getWorkflowEditErrors,
  toWorkflowEditValues,
  type TConfigureField,
  type TWorkflowEditValues,
} from '../utils/workflow-edit-form.ts';
import { translateWorkflowMessage } from '../utils/workflow-messages.ts';
import { notifySuccess } from '../utils/notify.ts';
import { DetailPanel } from './detail-panel.tsx';

/** Three skills beside a candidate's name in the picker (spec 001 §9). */
const PICKER_SKILLS = 3;

/** The payload's text inputs, in the order they show; a request shows those of its type. */
const TEXT_INPUTS: {
  field: TConfigureField & keyof TWorkflowEditValues;
  label: TMessageKey;
  type: 'number' | 'date';
  min?: number;
}[] = [
  { field: 'expectedTjm', label: 'workflows.edit.expectedTjm', type: 'number', min: 1 },
  { field: 'interviewDate', label: 'workflows.fields.interviewDate', type: 'date' },
  { field: 'projectedStartDate', label: 'workflows.fields.projectedStartDate', type: 'date' },
  { field: 'endDate', label: 'workflows.fields.endDate', type: 'date' },
  { field: 'commercialConcession', label: 'workflows.edit.concession', type: 'number', min: 0 },
  { field: 'tjm', label: 'workflows.edit.tjm', type: 'number', min: 0 },
];

/** The payload's switches, likewise. */
const CHECKBOXES: { field: TConfigureField & keyof TWorkflowEditValues; label: TMessageKey }[] = [
  { field: 'headless', label: 'workflows.edit.headless' },
  { field: 'autoCreateProduct', label: 'workflows.edit.autoCreateProduct' },
  { field: 'autoCreateMission', label: 'workflows.edit.autoCreateMission' },
];

/**
 * The detail's edit form (spec 001 §4 and 'Configure dialog per workflow type'): status and last
 * error, and the configure fields of the request's type, checked by getWorkflowPayloadErrors.
 */
export function WorkflowEditForm({
  request,
  canSetStatus,
}: {
  request: TWorkflowRequest;
  /** Status and last error by hand: Admins only (Sales follow the status machine's actions). */
  canSetStatus: boolean;
}) {
  const t = useT();
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

  const statusOptions = WORKFLOW_REQUEST_EDITABLE_STATUSES.map((status) => ({
    value: status,
    label: workflowStatusLabel(t, status),
  }));
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
          notifySuccess(translate('workflows.edit.updated'));
        },
        onError: (error) => {
          if (isApiError(error) && error.code === ErrorCode.STALE_UPDATE) {
            setIsStale(true);
            setSubmitError(translate('workflows.messages.stale'));
            return;
          }
          setSubmitError(
            translate('workflows.edit.updateFailed', {
              message: getErrorMessage(error, translate('workflows.messages.submitFailed')),
            }),
          );
        },
      },
    );
  });

  const lockedProps = { disabled: isPayloadLocked || update.isPending };
  const error = (field: keyof typeof errors) =>
    isPayloadLocked ? undefined : translateWorkflowMessage(t, errors[field] ?? null);

  return (
    <DetailPanel title={t('workflows.edit.title')} label={t('workflows.edit.label')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {canSetStatus ? (
            <>
              <Select
                label={t('workflows.fields.status')}
                data={statusOptions}
                placeholder={
                  request.status === 'CANCELLED' ? t('workflows.status.CANCELLED') : undefined
                }
                allowDeselect={false}
                {...form.getInputProps('status')}
                onChange={(value) =>
                  form.setFieldValue('status', (value ?? '') as TWorkflowEditValues['status'])
                }
              />
              <Textarea
                label={t('workflows.fields.lastError')}
                autosize
                minRows={2}
                maxRows={6}
                {...form.getInputProps('lastError')}
              />
            </>
          ) : null}

          <Title order={5} mt="xs">
            {t('workflows.edit.configuration')}
          </Title>
          {isPayloadLocked ? (
            <Alert color="blue" variant="light" py={6}>
              {t('workflows.messages.payloadLocked')}
            </Alert>
          ) : null}
          {errors.needId && !isPayloadLocked ? (
            <Alert color="red" variant="light" py={6} role="alert">
              {translateWorkflowMessage(t, errors.needId)}
            </Alert>
          ) : null}
          {fields.includes('candidate') ? (
            <Select
              label={t('workflows.fields.candidate')}
              placeholder={
                candidates.isPending && needId
                  ? t('workflows.edit.loadingCandidates')
                  : t('workflows.edit.selectCandidate')
              }
              searchable
              clearable
              nothingFoundMessage={t('workflows.edit.noCandidates')}
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
            {TEXT_INPUTS.filter((input) => fields.includes(input.field)).map((input) => (
              <TextInput
                key={input.field}
                label={t(input.label)}
                type={input.type}
                min={input.min}
                step={input.type === 'number' ? 0.01 : undefined}
                {...form.getInputProps(input.field)}
                error={error(input.field)}
                {...lockedProps}
              />
            ))}
          </SimpleGrid>
          <Group gap="lg">
            {CHECKBOXES.filter((box) => fields.includes(box.field)).map((box) => (
              <Checkbox
                key={box.field}
                label={t(box.label)}
                {...form.getInputProps(box.field, { type: 'checkbox' })}
                {...lockedProps}
              />
            ))}
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
                      setSubmitError(
                        getErrorMessage(error, translate('workflows.errors.loadFailed')),
                      );
                    } finally {
                      setIsReloading(false);
                    }
                  }}
                >
                  {t('workflows.edit.reload')}
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
              {t('workflows.edit.reset')}
            </Button>
            <Button
              type="submit"
              loading={update.isPending}
              disabled={!hasChanges || hasPayloadErrors}
            >
              {t('workflows.edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DetailPanel>
  );
}
