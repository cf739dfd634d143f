import { pointerWithin, rectIntersection, type CollisionDetection } from '@dnd-kit/core';

/**
 * Where a dragged card would drop: the column under the pointer, else (the pointer between
 * columns or off the board) the column the card overlaps.
 */
export const boardCollisionDetection: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length ? within : rectIntersection(args);
};
