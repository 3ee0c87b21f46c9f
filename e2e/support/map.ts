import type { Locator, Page } from '@playwright/test';

/** Taps the map where a zone's name is written: inside that zone. */
export async function tapZone(page: Page, map: Locator, zone: string) {
  await map.scrollIntoViewIfNeeded();
  const box = await map.getByText(zone, { exact: true }).boundingBox();
  if (!box) throw new Error(`no ${zone} on the map`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2 + 12);
}
