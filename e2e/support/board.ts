import type { Page } from 'playwright-core';

/** A real pointer drag: press on the card, move past the 6 px threshold in steps, release over the column. */
export async function dragCardTo(page: Page, title: string, columnTestId: string) {
  const card = page.getByTestId('need-card').filter({ hasText: title }).first();
  const target = page.getByTestId(columnTestId);
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 25, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
  await page.mouse.up();
}
