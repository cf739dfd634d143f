import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Keyboard moves jump a whole column at a time: Left/Right centre the picked-up card on the
 * neighbouring column, so a keyboard user reaches any column in a few presses.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context, currentCoordinates },
) => {
  if (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft') return undefined;
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  event.preventDefault();
  const centre = collisionRect.left + collisionRect.width / 2;
  const rects = droppableContainers
    .getEnabled()
    .map((container) => droppableRects.get(container.id))
    .filter((rect): rect is NonNullable<typeof rect> => Boolean(rect))
    .sort((a, b) => a.left - b.left);
  const target =
    event.code === 'ArrowRight'
      ? rects.find((rect) => rect.left + rect.width / 2 > centre + 1)
      : [...rects].reverse().find((rect) => rect.left + rect.width / 2 < centre - 1);
  if (!target) return currentCoordinates;
  const dx = target.left + target.width / 2 - centre;
  const dy = target.top + 40 - collisionRect.top;
  return { x: currentCoordinates.x + dx, y: currentCoordinates.y + dy };
};
