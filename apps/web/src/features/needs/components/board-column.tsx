import { memo, type KeyboardEvent } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { IconPlus } from '@tabler/icons-react';
import type { TBoardColumn, TNeedBoardCard, TNeedColumn } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { toMantineColor } from '../utils/need-display.ts';
import { NeedCard, type TNeedCardProps } from './need-card.tsx';
import { VirtualCardList } from './virtual-card-list.tsx';

/** Above this many cards a column renders only what is in view. */
export const VIRTUALIZE_AFTER = 40;

/** The empty text of the simplified view's columns (the domain's BOARD_EMPTY_TEXT). */
const EMPTY_TEXT_KEYS: Partial<Record<TNeedColumn, TMessageKey>> = {
  FROZEN: 'needs.board.noFrozen',
  PUSH: 'needs.board.noPush',
};

type TCardCommon = Omit<TNeedCardProps, 'need' | 'isDragging'>;

type TBoardColumnProps = TCardCommon & {
  column: TBoardColumn;
  needs: readonly TNeedBoardCard[];
  isReadOnly: boolean;
  /** A search is typed, filters are on or the last refresh failed: empty means no match. */
  isNarrowed?: boolean;
  /** The add button of the first column; absent when the user cannot create. */
  onCreate?: (() => void) | undefined;
  /** Column height is bounded so long columns scroll inside themselves. */
  maxBodyHeight: string;
};

const DraggableCard = memo(function DraggableCard({
  need,
  isReadOnly,
  ...card
}: TCardCommon & { need: TNeedBoardCard; isReadOnly: boolean }) {
  const t = useT();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: need.id,
    data: { need },
    disabled: isReadOnly,
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter opens the need; Space picks it up (the keyboard sensor), arrows then move it.
    if (event.key === 'Enter' && !isDragging) {
      event.preventDefault();
      card.onOpen(need);
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  return (
    <div
      ref={setNodeRef}
      // Read-only cards are plain buttons: dnd-kit's aria-disabled would announce them as disabled.
      {...(isReadOnly ? { role: 'button', tabIndex: 0 } : { ...attributes, ...listeners })}
      onKeyDown={onKeyDown}
      aria-label={
        isReadOnly
          ? t('needs.board.cardLabel', { title: need.title, client: need.client })
          : t('needs.board.movableCardLabel', { title: need.title, client: need.client })
      }
      // The drag overlay follows the pointer; the card stays in place, dimmed, until the drop.
      style={{ touchAction: 'manipulation', outlineOffset: 2 }}
    >
      <NeedCard need={need} isDragging={isDragging} {...card} />
    </div>
  );
});

/** One board column: title, count, its cards, and the drop zone for moves. */
export const BoardColumn = memo(function BoardColumn({
  column,
  needs,
  isReadOnly,
  isNarrowed = false,
  onCreate,
  maxBodyHeight,
  ...card
}: TBoardColumnProps) {
  const t = useT();
  const { setNodeRef, isOver } = useDroppable({
    id: column.column,
    data: { column: column.column },
    disabled: isReadOnly,
  });
  const isFirst = column.column === 'NO_CANDIDATE';
  const emptyKey = EMPTY_TEXT_KEYS[column.column];
  const title = labelOf(t, 'needColumn', column.column);
  const color = toMantineColor(column.color);

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={t('needs.board.columnLabel', { title, count: needs.length })}
      data-testid={`column-${column.id}`}
      withBorder
      radius="md"
      p="xs"
      bg={isOver ? `var(--mantine-color-${color}-0)` : 'var(--mantine-color-gray-0)'}
      style={{
        borderTop: `4px solid var(--mantine-color-${color}-6)`,
        outline: isOver ? `2px dashed var(--mantine-color-${color}-5)` : undefined,
        minWidth: 0,
      }}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Text fw={700} size="sm" truncate title={title}>
            {title}
          </Text>
          {/* The count never gives way to a long title: the title truncates instead. */}
          <Badge
            size="sm"
            variant="light"
            color={color}
            data-testid="column-count"
            style={{ flexShrink: 0, overflow: 'visible' }}
          >
            {needs.length}
          </Badge>
        </Group>
        {isFirst && onCreate ? (
          <Tooltip label={t('needs.create.submit')}>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={t('needs.board.addNeed')}
              onClick={onCreate}
            >
              <IconPlus size={16} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      {needs.length === 0 ? (
        <Stack align="center" gap={4} py="lg">
          {isFirst && isNarrowed ? (
            <Text size="sm" fw={500}>
              {t('needs.board.noMatch')}
            </Text>
          ) : isFirst ? (
            <>
              <Text size="sm" fw={500}>
                {t('needs.board.noNeeds')}
              </Text>
              {onCreate ? (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  onClick={onCreate}
                >
                  {t('needs.board.createFirst')}
                </Button>
              ) : (
                <Text size="xs" c="dimmed">
                  {t('needs.board.createFirst')}
                </Text>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {emptyKey ? t(emptyKey) : t('needs.board.emptyColumn')}
            </Text>
          )}
        </Stack>
      ) : needs.length > VIRTUALIZE_AFTER ? (
        <VirtualCardList
          needs={needs}
          estimateSize={150}
          overscan={2}
          maxHeight={maxBodyHeight}
          testId="virtual-column"
          renderCard={(need) => <DraggableCard need={need} isReadOnly={isReadOnly} {...card} />}
        />
      ) : (
        <Stack gap="xs" style={{ maxHeight: maxBodyHeight, overflowY: 'auto' }}>
          {needs.map((need) => (
            <DraggableCard key={need.id} need={need} isReadOnly={isReadOnly} {...card} />
          ))}
        </Stack>
      )}
    </Paper>
  );
});
