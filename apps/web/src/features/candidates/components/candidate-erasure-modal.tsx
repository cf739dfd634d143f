import { useState } from 'react';
import { Alert, Checkbox, Modal, Select, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  ERASURE_GROUNDS,
  ERASURE_REASON_MAX,
  erasureReasonWithBasis,
  type TErasureGround,
} from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { FormActions } from '../../../shared/ui/form-actions.tsx';
import { useEraseCandidate } from '../api/erase-candidate.ts';
import { showFailureToast } from '../../../shared/ui/failure-toast.ts';

const groundKey = (ground: TErasureGround) => `candidates.erasure.ground.${ground}` as TMessageKey;

/**
 * The right to erasure from the candidate's detail (Admin): the legal basis and the reason go
 * to the register; the Admin confirms that the erasure cannot be undone.
 */
export function CandidateErasureModal({
  candidate,
  opened,
  onClose,
  onErased,
}: {
  candidate: { id: string; name: string };
  opened: boolean;
  onClose: () => void;
  onErased?: () => void;
}) {
  const t = useT();
  const erase = useEraseCandidate();
  const [ground, setGround] = useState<TErasureGround>('consentWithdrawn');
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);

  const submit = () =>
    erase.mutate(
      { id: candidate.id, reason: erasureReasonWithBasis(reason, ground) },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: translate('candidates.erasure.done', { name: candidate.name }),
          });
          onClose();
          onErased?.();
        },
        onError: (e) => showFailureToast(e, translate('candidates.erasure.failed')),
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('candidates.erasure.title')}
      centered
      zIndex={300}
    >
      <Stack gap="sm">
        <Alert color="red" icon={<IconAlertTriangle size={16} />}>
          {t('candidates.erasure.warning', { name: candidate.name })}
        </Alert>
        <Select
          label={t('candidates.erasure.legalBasis')}
          data={ERASURE_GROUNDS.map((g) => ({ value: g, label: t(groundKey(g)) }))}
          value={ground}
          onChange={(value) => value && setGround(value as TErasureGround)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
        <Textarea
          label={t('candidates.erasure.reason')}
          placeholder={t('candidates.erasure.reasonPlaceholder')}
          required
          autosize
          minRows={2}
          maxLength={ERASURE_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Checkbox
          label={t('candidates.erasure.confirm')}
          checked={confirmed}
          onChange={(e) => setConfirmed(e.currentTarget.checked)}
        />
        <FormActions
          onCancel={onClose}
          onSubmit={submit}
          color="red"
          saving={erase.isPending}
          cancelDisabled={false}
          submitDisabled={!reason.trim() || !confirmed}
          submitLabel={t('candidates.erasure.submit')}
        />
      </Stack>
    </Modal>
  );
}
