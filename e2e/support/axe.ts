import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const BLOCKING = new Set(['serious', 'critical']);

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core run in the page itself, put there once per document (evaluated over the page's
 * Content-Security-Policy, as devtools would). @axe-core/playwright did the same through a
 * partial run per frame and a new page to finish it in: 1.5–3 s a check instead of 0.1–0.4 s here,
 * some 50 checks a run. Our pages' only frames are Firebase Auth's, which is not ours to check.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  // Violations only: the passes' node lists are what axe spends its time collecting otherwise.
  const options: RunOptions = { resultTypes: ['violations'] };
  return page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run: (ctx: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(
        document,
        runOptions,
      ),
    options,
  );
}

/**
 * Runs axe-core's rules (WCAG 2.x A/AA and best practices, as it runs by default) on the page and
 * fails on any serious or critical violation, naming each rule and the elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page, where: string) {
  // A settled page: a grid refetching shows its loading bar inside the grid for a moment, which
  // is not what a person reads the page by (and not a state the check can repeat).
  await expect(page.getByRole('progressbar'), `${where}: still loading`).toHaveCount(0);
  // Nor a tooltip fading in under the pointer that last clicked (half-transparent, it reads as
  // too little contrast): the pointer leaves, the tooltip goes.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip'), `${where}: a tooltip still shown`).toHaveCount(0);
  const results = await runAxe(page);
  const blocking = results.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  const report = blocking
    .map((v) => {
      const targets = v.nodes.map((n) => n.target.join(' ')).join(', ');
      return `${v.impact} ${v.id}: ${v.help} [${targets}]`;
    })
    .join('\n');
  expect(blocking, `accessibility violations on ${where}:\n${report}`).toEqual([]);
}
