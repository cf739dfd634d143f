import { useRef, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TNeedBoardCard } from '@staffing/domain';

type TVirtualCardListProps = {
  needs: readonly TNeedBoardCard[];
  /** A first guess of a row's height; rows are measured once mounted. */
  estimateSize: number;
  overscan: number;
  maxHeight: string;
  testId: string;
  renderCard: (need: TNeedBoardCard) => ReactNode;
};

/** A scrolling list of need cards that mounts only the rows in view, however many needs. */
export function VirtualCardList({
  needs,
  estimateSize,
  overscan,
  maxHeight,
  testId,
  renderCard,
}: TVirtualCardListProps) {
  const parentRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: needs.length,
    getScrollElement: () => parentRef.current,
    estimateSize: () => estimateSize,
    overscan,
    getItemKey: (index) => needs[index]!.id,
    // Before the list is measured, it is taken as tall as the window: the first render then
    // mounts what will be in view, not only the overscan (and a second pass for the rest).
    initialRect: { width: 0, height: typeof window === 'undefined' ? 0 : window.innerHeight },
  });
  return (
    <Box ref={parentRef} data-testid={testId} style={{ maxHeight, overflowY: 'auto' }}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => (
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
            {renderCard(needs[item.index]!)}
          </div>
        ))}
      </div>
    </Box>
  );
}
