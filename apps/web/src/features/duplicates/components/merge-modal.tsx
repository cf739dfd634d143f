import { useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Radio, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  defaultMergeChoices,
  hasCv,
  MERGE_FIELDS,
  type TCandidate,
  type TMergeField,
  type TMergeSide,
} from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { AppModal } from '../../../shared/ui/app-modal.tsx';
import { useMergePair } from '../api/get-merge-pair.ts';
import { undoMerge, useMergeCandidates } from '../api/merge-candidates.ts';
import { showFailureToast } from '../../../shared/ui/failure-toast.ts';

type TMergeModalProps = {
  /** The record proposed to keep (the other one is merged into it); null closes the modal. */
  keptId: string | null;
  mergedId: string | null;
  onClose: () => void;
  onMerged?: (keptId: string) => void;
};

/** A value as the person reads it; null for none (the no-CV placeholders are no CV). */
const show = (field: TMergeField, value: unknown) => {
  if (value === null || value === undefined || value === '') return null;
  if (field === 'cvUrl' && !hasCv(String(value))) return null;
  return String(value);
};

/** Side by side, a choice per field (the newest by default), then one merge the toast can undo. */
export function MergeModal({ keptId, mergedId, onClose, onMerged }: TMergeModalProps) {
  const t = useT();
  const [swapped, setSwapped] = useState(false);
  const pair = useMergePair(keptId, mergedId);
  const merge = useMergeCandidates();
  const [kept, merged] = useMemo<[TCandidate | undefined, TCandidate | undefined]>(() => {
    const [a, b] = pair.data ?? [];
    return swapped ? [b, a] : [a, b];
  }, [pair.data, swapped]);
  const defaults = useMemo(
    () => (kept && merged ? defaultMergeChoices(kept, merged) : null),
    [kept, merged],
  );
  const [chosen, setChosen] = useState<Partial<Record<TMergeField, TMergeSide>>>({});
  const choices = { ...defaults, ...chosen } as Record<TMergeField, TMergeSide>;
  // Fields both records leave empty offer no choice.
  const fields = MERGE_FIELDS.filter(
    (f) => show(f, kept?.[f]) !== null || show(f, merged?.[f]) !== null,
  );

  const close = () => {
    setChosen({});
    setSwapped(false);
    onClose();
  };

  const submit = () => {
    if (!kept || !merged) return;
    merge.mutate(
      {
        keptId: kept.id,
        mergedId: merged.id,
        fields: choices,
        version: kept.version,
        mergedVersion: merged.version,
      },
      {
        onSuccess: (result) => {
          const id = `merge-${result.id}`;
          notifications.show({
            id,
            color: 'green',
            autoClose: 15000,
            message: (
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {t('duplicates.mergeDone', {
                    merged: result.mergedName,
                    kept: result.candidate.name,
                  })}
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => {
                    notifications.hide(id);
                    undoMerge(result.id).then(
                      () => notifications.show({ color: 'green', message: t('duplicates.undone') }),
                      (error: unknown) => showFailureToast(error, t('duplicates.undoFailed')),
                    );
                  }}
                >
                  {t('duplicates.undo')}
                </Button>
              </Group>
            ),
          });
          onMerged?.(result.keptId);
          close();
        },
      },
    );
  };

  return (
    <AppModal
      opened={!!keptId && !!mergedId}
      onClose={close}
      size="60rem"
      title={t('duplicates.mergeTitle')}
    >
      {pair.isPending ? (
        <Loader aria-label={t('duplicates.mergeLoading')} />
      ) : pair.isError || !kept || !merged ? (
        <Alert color="red" role="alert">
          {getErrorMessage(pair.error, t('duplicates.mergeLoadFailed'))}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('duplicates.mergeIntro')}
          </Text>
          <Group justify="space-between">
            <Text fw={600}>{t('duplicates.kept', { name: kept.name })}</Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setChosen({});
                setSwapped((s) => !s);
              }}
            >
              {t('duplicates.swap')}
            </Button>
          </Group>
          <Text size="sm">{t('duplicates.merged', { name: merged.name })}</Text>
          <ScrollArea type="auto">
            <Table miw={560} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('duplicates.field')}</Table.Th>
                  <Table.Th>{kept.name}</Table.Th>
                  <Table.Th>{merged.name}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fields.map((field) => (
                  <Table.Tr key={field}>
                    <Table.Td>{t(`duplicates.fields.${field}`)}</Table.Td>
                    {(['kept', 'merged'] as const).map((side) => (
                      <Table.Td key={side}>
                        {/* One native radio group per field (same name): arrows move within it. */}
                        <Radio
                          name={`merge-${field}`}
                          value={side}
                          checked={choices[field] === side}
                          onChange={() => setChosen((c) => ({ ...c, [field]: side }))}
                          label={
                            show(field, (side === 'kept' ? kept : merged)[field]) ??
                            t('duplicates.empty.value')
                          }
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {merge.isError ? (
            <Alert color="red" role="alert">
              {getErrorMessage(merge.error, t('duplicates.mergeFailed'))}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('duplicates.cancel')}
            </Button>
            <Button color="orange" loading={merge.isPending} onClick={submit}>
              {t('duplicates.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
