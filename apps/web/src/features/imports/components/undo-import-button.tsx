import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { TImport } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { ConfirmActionModal } from '../../../shared/admin-ui/confirm-action-modal.tsx';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { formatNumber } from '../../../shared/utils/format-number.ts';
import { useUndoImport } from '../api/undo-import.ts';

/** A run that saved records can be taken back; the server says when it no longer can. */
export function isUndoable(item: TImport): boolean {
  return item.status === 'done' || (item.status === 'failed' && item.createdCount > 0);
}

type TUndoImportButtonProps = {
  item: TImport;
  /** The name screen readers hear (in a list: which import). */
  ariaLabel?: string;
  size?: ButtonProps['size'];
};

/** 'Undo this import', after a confirmation that says how many records go. */
export function UndoImportButton({ item, ariaLabel, size = 'sm' }: TUndoImportButtonProps) {
  const t = useT();
  const undo = useUndoImport();
  const [isOpen, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    undo.reset();
  };
  return (
    <>
      <Button
        size={size}
        color="red"
        variant="light"
        leftSection={<IconArrowBackUp size={16} />}
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
      >
        {t('imports.undo')}
      </Button>
      <ConfirmActionModal
        opened={isOpen}
        title={t('imports.undo.title')}
        message={t('imports.undo.message', {
          file: item.fileName,
          count: formatNumber(item.createdCount),
        })}
        cancelLabel={t('imports.undo.cancel')}
        confirmLabel={t('imports.undo.confirm')}
        isPending={undo.isPending}
        errorMessage={undo.isError ? getErrorMessage(undo.error, t('imports.undoFailed')) : null}
        onClose={close}
        onConfirm={() =>
          // Not mutate's own callbacks: the undone import re-renders without this button, and a
          // mutation's per-call callbacks are dropped once its component has gone.
          undo.mutateAsync(item.id).then(
            () => {
              setOpen(false);
              notifications.show({
                color: 'green',
                message: t('imports.undo.done', { file: item.fileName }),
              });
            },
            // The modal shows the failure (undo.error) and stays open.
            () => undefined,
          )
        }
      />
    </>
  );
}
