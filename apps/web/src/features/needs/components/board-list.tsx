import { Text } from '@mantine/core';
import type { TNeedBoardCard } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { NeedCard, type TNeedCardProps } from './need-card.tsx';
import { VirtualCardList } from './virtual-card-list.tsx';

type TBoardListProps = Omit<TNeedCardProps, 'need' | 'isDragging'> & {
  needs: readonly TNeedBoardCard[];
  maxHeight: string;
};

/** The narrow screen's list of cards: only those in view are mounted, however many needs. */
export function BoardList({ needs, maxHeight, ...card }: TBoardListProps) {
  const t = useT();
  return (
    <VirtualCardList
      needs={needs}
      estimateSize={170}
      overscan={4}
      maxHeight={maxHeight}
      testId="board-list"
      renderCard={(need) => (
        <>
          <Text size="xs" c="dimmed" mb={2}>
            {labelOf(t, 'needColumn', need.column)}
          </Text>
          <NeedCard need={need} {...card} />
        </>
      )}
    />
  );
}
