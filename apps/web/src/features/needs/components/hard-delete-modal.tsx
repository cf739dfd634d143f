import { useState } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import { NEED_MESSAGES, type TNeed } from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { FormActions } from '../../../shared/ui/form-actions.tsx';
import { getHardDeleteErrorMessage, useHardDeleteNeed } from '../api/hard-delete-need.ts';
import { toastSuccess } from '../utils/toasts.ts';
import { AppModal } from '../../../shared/ui/app-modal.tsx';

/** Permanent deletion asks for the exact word DELETE (spec 000 §5). */
export function HardDeleteModal({ need, onClose }: { need: TNeed; onClose: () => void }) {
  const t = useT();
  const remove = useHardDeleteNeed();
  const [typed, setTyped] = useState('');
  const isConfirmed = typed === NEED_MESSAGES.hardDeleteConfirmWord;
  return (
    <AppModal opened onClose={onClose} title={t('needs.hardDelete.title')} centered>
      <Stack gap="sm">
        <Text size="sm">
          <strong>{need.title}</strong> {t('needs.hardDelete.warning', { client: need.client })}
        </Text>
        <TextInput
          label={t('needs.hardDelete.typeToConfirm', { word: NEED_MESSAGES.hardDeleteConfirmWord })}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        <FormActions
          error={remove.error ? getHardDeleteErrorMessage(remove.error) : null}
          onCancel={onClose}
          onSubmit={() =>
            remove.mutate(need.id, {
              onSuccess: () => {
                toastSuccess(translate('needs.hardDelete.deleted', { title: need.title }), 5000);
                onClose();
              },
            })
          }
          color="red"
          saving={remove.isPending}
          cancelDisabled={false}
          submitDisabled={!isConfirmed}
          submitLabel={t('needs.table.deletePermanently')}
        />
      </Stack>
    </AppModal>
  );
}
