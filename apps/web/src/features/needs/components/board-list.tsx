import { useRef } from 'react';
import { Box, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { getColumnTitle, type TNeedBoardCard } from '@staffing/domain';
import { NeedCard, type TNeedCardProps } from './need-card.tsx';

type TBoardListProps = Omit<TNeedCardProps, 'need' | 'isDragging'> & {
  needs: readonly TNeedBoardCard[];
  maxHeight: string;
};

/** The narrow screen's list of cards: only those in view are mounted, however many needs. */
export function BoardList({ needs, maxHeight, ...card }: TBoardListProps) {
  const parentRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: needs.length,
    getScrollElement: () => parentRef.current,
    estimateSize: () => 170,
    overscan: 4,
    getItemKey: (index) => needs[index]!.id,
  });
  return (
    <Box ref={parentRef} data-testid="board-list" style={{ maxHeight, overflowY: 'auto' }}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const need = needs[item.index]!;
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                transform: `translateY(${item.start}px)`,
                paddingBottom: 8,
              }}
            >
              <Text size="xs" c="dimmed" mb={2}>
                {getColumnTitle(need.column)}
              </Text>
              <NeedCard need={need} {...card} />
            </div>
          );
        })}
      </div>
    </Box>
  );
}
