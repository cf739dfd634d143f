import { useEffect } from 'react';
import { Alert, Anchor, Button, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TImport } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { formatNumber } from '../../../shared/utils/format-number.ts';
import { useImportProgress } from '../api/get-import.ts';
import { importKeys } from '../api/import-keys.ts';
import { FlowLink } from './flow-link.tsx';
import { ImportStatusBadge } from './import-status-badge.tsx';
import { isUndoable, UndoImportButton } from './undo-import-button.tsx';

type TRunProgressProps = {
  importId: string;
  /** The rows the check found valid: what the run is expected to save. */
  expected: number;
  /** Rows the check found may be somebody already in the pool. */
  duplicateCount: number;
  onStartOver: () => void;
};

function isOver(status: TImport['status']): boolean {
  return status === 'done' || status === 'failed' || status === 'undone';
}

/** The run when the flow has ended: every list its records appear in is asked again. */
function useRefreshWhenOver(item: TImport | undefined) {
  const client = useQueryClient();
  const isFinished = item ? isOver(item.status) : false;
  useEffect(() => {
    if (!isFinished) return;
    for (const queryKey of [importKeys.list(), ['candidates'], ['needs'], ['duplicates']])
      void client.invalidateQueries({ queryKey });
  }, [client, isFinished]);
}

/** Step 4: the run's progress while it saves, then what it did, with Undo. */
export function RunProgress({
  importId,
  expected,
  duplicateCount,
  onStartOver,
}: TRunProgressProps) {
  const t = useT();
  const query = useImportProgress(importId);
  const item = query.data;
  useRefreshWhenOver(item);

  if (!item)
    return query.isError ? (
      <Alert color="red" role="alert">
        {getErrorMessage(query.error, t('imports.progress.loadFailed'))}
      </Alert>
    ) : (
      <Loader aria-label={t('imports.progress.title', { file: '' })} />
    );

  const skipped = item.rowCount - item.createdCount;
  const flowLink = <FlowLink flowId={item.flowId} label={t('imports.progress.flow')} />;
  const startOver = (
    <Button variant="default" onClick={onStartOver}>
      {t('imports.startOver')}
    </Button>
  );

  if (!isOver(item.status)) {
    const total = Math.max(expected, item.createdCount, 1);
    return (
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={3} size="h4">
            {t('imports.progress.title', { file: item.fileName })}
          </Title>
          <ImportStatusBadge status={item.status} />
        </Group>
        <Progress
          value={(item.createdCount / total) * 100}
          animated
          aria-label={t('imports.progress.title', { file: item.fileName })}
        />
        <Text size="sm" role="status">
          {t('imports.progress.label', {
            done: formatNumber(item.createdCount),
            total: formatNumber(expected),
          })}
        </Text>
        {flowLink}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      {item.status === 'done' ? (
        <Alert color="green" title={t('imports.done.title')} role="status">
          {t('imports.done.summary', { created: item.createdCount, skipped })}
        </Alert>
      ) : item.status === 'failed' ? (
        <Alert color="red" title={t('imports.failed.title')} role="alert">
          {t('imports.failed.summary', { created: item.createdCount })}
        </Alert>
      ) : (
        <Alert color="gray" title={t('imports.undone.title')} role="status">
          {t('imports.undone.summary')}
        </Alert>
      )}
      <Group gap="md">
        {item.status === 'done' && duplicateCount > 0 && item.kind === 'candidates' ? (
          <Anchor component={Link} to="/candidates/duplicates" size="sm">
            {t('imports.done.duplicates')}
          </Anchor>
        ) : null}
        {flowLink}
      </Group>
      <Group justify="space-between">
        {startOver}
        {isUndoable(item) ? <UndoImportButton item={item} /> : null}
      </Group>
    </Stack>
  );
}
