import { useEffect, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { FLOW_REASON_MAX, type TFlowBulkAction, type TFlowBulkResult } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { useBulkFlows, type TBulkTarget } from '../api/bulk-flows.ts';
import { describeBulkCount, describeBulkResult } from '../utils/bulk-text.ts';

type TBulkActionDialogProps = {
  /** null: closed. */
  request: { action: TFlowBulkAction; target: TBulkTarget; scope: string } | null;
  onClose: () => void;
  onApplied: (result: TFlowBulkResult) => void;
};

/**
 * Bulk retry or cancel: a dry run gives the count first ('N flows will be retried; M skipped'),
 * then the action runs with a required reason kept with each flow, and the result is shown.
 */
export function BulkActionDialog({ request, onClose, onApplied }: TBulkActionDialogProps) {
  const t = useT();
  const dryRun = useBulkFlows();
  const apply = useBulkFlows();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const { mutate: runDry, reset: resetDry } = dryRun;
  const { reset: resetApply } = apply;

  useEffect(() => {
    setReason('');
    setReasonError(null);
    resetApply();
    if (request) runDry({ action: request.action, target: request.target, dryRun: true });
    else resetDry();
  }, [request, runDry, resetDry, resetApply]);

  const action = request?.action ?? 'retry';
  const title = action === 'retry' ? t('flows.bulk.retryTitle') : t('flows.bulk.cancelTitle');
  const result = apply.data;
  const canApply = Boolean(dryRun.data && dryRun.data.eligible > 0);

  const submit = () => {
    if (!request) return;
    if (!reason.trim()) {
      setReasonError(t('flows.bulk.reasonRequired'));
      return;
    }
    apply.mutate(
      { action: request.action, target: request.target, dryRun: false, reason },
      { onSuccess: onApplied },
    );
  };

  return (
    <Modal
      opened={request !== null}
      onClose={() => !apply.isPending && onClose()}
      title={title}
      centered
    >
      {result ? (
        <Stack>
          <Alert color={result.affected > 0 ? 'green' : 'yellow'} role="status">
            {describeBulkResult(t, result)}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('common.actions.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm" c="dimmed">
            {request?.scope}
          </Text>
          {dryRun.isPending ? (
            <Center p="md">
              <Loader size="sm" aria-label={t('flows.bulk.counting')} />
            </Center>
          ) : dryRun.isError ? (
            <Alert color="red" role="alert">
              {getErrorMessage(dryRun.error, dryRun.error.message)}
            </Alert>
          ) : dryRun.data ? (
            <Text fw={600} role="status">
              {describeBulkCount(t, dryRun.data)}
            </Text>
          ) : null}
          <Textarea
            label={t('flows.bulk.reason')}
            description={t('flows.bulk.reasonHint')}
            required
            autosize
            minRows={2}
            maxLength={FLOW_REASON_MAX}
            value={reason}
            error={reasonError}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setReasonError(null);
            }}
          />
          {apply.isError ? (
            <Alert color="red" role="alert">
              {getErrorMessage(apply.error, apply.error.message)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={apply.isPending}>
              {t('common.actions.close')}
            </Button>
            <Button
              color={action === 'cancel' ? 'red' : 'blue'}
              onClick={submit}
              loading={apply.isPending}
              disabled={!canApply}
            >
              {action === 'retry' ? t('flows.bulk.retryFlows') : t('flows.bulk.cancelFlows')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
