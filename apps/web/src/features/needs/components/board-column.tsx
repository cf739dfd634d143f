import { memo, type KeyboardEvent } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { IconPlus } from '@tabler/icons-react';
import { BOARD_EMPTY_TEXT, type TBoardColumn, type TNeedBoardCard } from '@staffing/domain';
import { toMantineColor } from '../utils/need-display.ts';
import { NeedCard, type TNeedCardProps } from './need-card.tsx';
import { VirtualCardList } from './virtual-card-list.tsx';

/** Above this many cards a column renders only what is in view. */
export const VIRTUALIZE_AFTER = 40;

type TCardCommon = Omit<TNeedCardProps, 'need' | 'isDragging'>;

type TBoardColumnProps = TCardCommon & {
  column: TBoardColumn;
  needs: readonly TNeedBoardCard[];
  isReadOnly: boolean;
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
      aria-label={`${need.title}, ${need.client}${isReadOnly ? '' : '. Press Space to move, Enter to open'}`}
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
  onCreate,
  maxBodyHeight,
  ...card
}: TBoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({
    id: column.column,
    data: { column: column.column },
    disabled: isReadOnly,
  });
  const isFirst = column.column === 'NO_CANDIDATE';
  const emptyText = BOARD_EMPTY_TEXT[column.column];
  const color = toMantineColor(column.color);

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={`${column.title} column, ${needs.length} needs`}
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
          <Text fw={700} size="sm" truncate title={column.title}>
            {column.title}
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
          <Tooltip label="Create Need">
            <ActionIcon variant="subtle" size="sm" aria-label="Add need" onClick={onCreate}>
              <IconPlus size={16} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      {needs.length === 0 ? (
        <Stack align="center" gap={4} py="lg">
          {isFirst ? (
            <>
              <Text size="sm" fw={500}>
                No needs yet
              </Text>
              {onCreate ? (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  onClick={onCreate}
                >
                  Create your first need
                </Button>
              ) : (
                <Text size="xs" c="dimmed">
                  Create your first need
                </Text>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {emptyText ?? 'No needs'}
            </Text>
          )}
        </Stack>
      ) : needs.length > VIRTUALIZE_AFTER ? (
        <VirtualCardList
          needs={needs}
          estimateSize={150}
          overscan={6}
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
