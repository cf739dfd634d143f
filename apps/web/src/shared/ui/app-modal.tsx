import { Modal, type ModalProps } from '@mantine/core';
import { useT } from '../../i18n/i18n.ts';

/** A dialog whose close button is named, for screen readers, in the interface's language. */
export function AppModal(props: ModalProps) {
  const t = useT();
  return <Modal closeButtonProps={{ 'aria-label': t('common.actions.close') }} {...props} />;
}
