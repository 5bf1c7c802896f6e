import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

/** Clicks a download button and returns the saved file's name and first four bytes. */
export async function downloadDocument(page: Page, button: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), head: bytes.subarray(0, 4).toString('latin1') };
}
