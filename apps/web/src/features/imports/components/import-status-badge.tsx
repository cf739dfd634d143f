import { Badge } from '@mantine/core';
import type { TImport } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';

const STATUS_COLORS: Record<TImport['status'], string> = {
  uploaded: 'gray',
  checked: 'blue',
  running: 'cyan',
  done: 'green',
  failed: 'red',
  undone: 'dark',
};

export function ImportStatusBadge({ status }: { status: TImport['status'] }) {
  const t = useT();
  return (
    // Its own width, never squeezed to an ellipsis by a narrow table column.
    <Badge variant="light" color={STATUS_COLORS[status]} style={{ minWidth: 'max-content' }}>
      {t(`imports.status.${status}`)}
    </Badge>
  );
}
