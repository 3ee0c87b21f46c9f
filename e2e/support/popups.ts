import { expect, type Locator, type Page } from '@playwright/test';

/** The SweetAlert2 popup on screen. */
export const popup = (page: Page): Locator => page.locator('.swal2-popup');

/** Waits for a popup showing `text` (its title or its message). */
export async function expectPopup(page: Page, text: string | RegExp): Promise<Locator> {
  const shown = popup(page);
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(text);
  return shown;
}

/** Confirms the popup with its main button and waits until it is gone. */
export async function confirmPopup(page: Page, button?: string): Promise<void> {
  const shown = popup(page);
  await shown
    .locator('.swal2-confirm')
    .filter(button ? { hasText: button } : {})
    .click();
  await expect(shown).toBeHidden();
}
