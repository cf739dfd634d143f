import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { t } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { markNeedSold } from '../api/need-sale.ts';

/** Long enough to read and reach the button; it also pauses while the pointer is on it. */
export const MARK_SOLD_OFFER_MS = 15_000;

/** After a Sale step: the need is usually sold too, so Mark as Sold is one click away. */
export function offerMarkSold(needId: string): void {
  const id = `mark-sold-${needId}`;
  const mark = () => {
    notifications.hide(id);
    markNeedSold(needId)
      .then(() => notifications.show({ color: 'green', message: t('candidates.sale.sold') }))
      .catch((error: unknown) =>
        notifications.show({
          color: 'red',
          title: t('candidates.sale.soldFailed'),
          message: getErrorMessage(error, ''),
        }),
      );
  };
  notifications.show({
    id,
    color: 'blue',
    autoClose: MARK_SOLD_OFFER_MS,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{t('candidates.sale.offer')}</Text>
        <Button size="compact-sm" variant="light" onClick={mark}>
          {t('candidates.sale.markSold')}
        </Button>
      </Group>
    ),
  });
}
