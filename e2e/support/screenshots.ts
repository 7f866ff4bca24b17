import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** Saves a full-page PNG as e2e/screenshots/<name>.png (not committed) and answers its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  // A long page skips painting what is off the screen (content-visibility), as it does when printed it
  // paints everything: the whole page in one picture, as a shopper scrolling it would see it.
  const whole = await page.addStyleTag({ content: '.eb-room, .eb-window { content-visibility: visible !important; }' });
  try {
    await page.screenshot({ path, fullPage: true });
  } finally {
    await whole.evaluate((style) => (style as Element).remove());
  }
  return path;
}

/** Where a screenshot named `name` goes: e2e/screenshots/<name>.png (not committed). */
export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return join(SCREENSHOTS, `${name}.png`);
}
