import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const BLOCKING = new Set(['serious', 'critical']);
/** Checks run again while the page keeps starting to load during them. */
const SETTLE_ATTEMPTS = 5;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core run in the page itself, put there once per document (evaluated over the page's
 * Content-Security-Policy, as devtools would). @axe-core/playwright did the same through a
 * partial run per frame and a new page to finish it in: 1.5–3 s a check instead of 0.1–0.4 s here,
 * some 50 checks a run. Our pages' only frames are Firebase Auth's, which is not ours to check.
 */
async function runAxe(page: Page): Promise<{ results: AxeResults; loadingSeen: boolean }> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  // Violations only: the passes' node lists are what axe spends its time collecting otherwise.
  const options: RunOptions = { resultTypes: ['violations'] };
  return page.evaluate(async (runOptions) => {
    // A list may start fetching again while axe reads the page (a grid refetching after a
    // mutation shows its loading bar inside the grid): that run read a page in motion.
    const loading = () => document.querySelector('[role="progressbar"]') !== null;
    let loadingSeen = loading();
    const observer = new MutationObserver(() => {
      loadingSeen ||= loading();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] });
    try {
      const axe = (window as unknown as { axe: { run: (ctx: Document, o: RunOptions) => Promise<AxeResults> } }).axe;
      const results = await axe.run(document, runOptions);
      return { results, loadingSeen: loadingSeen || loading() };
    } finally {
      observer.disconnect();
    }
  }, options);
}

/**
 * Runs axe-core's rules (WCAG 2.x A/AA and best practices, as it runs by default) on the page and
 * fails on any serious or critical violation, naming each rule and the elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page, where: string) {
  let results: AxeResults | undefined;
  for (let attempt = 0; attempt < SETTLE_ATTEMPTS && !results; attempt += 1) {
    // A settled page: a grid refetching shows its loading bar inside the grid for a moment, which
    // is not what a person reads the page by (and not a state the check can repeat).
    await expect(page.getByRole('progressbar'), `${where}: still loading`).toHaveCount(0);
    // Nor a tooltip fading in under the pointer that last clicked (half-transparent, it reads as
    // too little contrast): the pointer leaves, the tooltip goes.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip'), `${where}: a tooltip still shown`).toHaveCount(0);
    const run = await runAxe(page);
    if (!run.loadingSeen) results = run.results;
  }
  expect(results, `${where}: still loading after ${SETTLE_ATTEMPTS} checks`).toBeDefined();
  const blocking = results!.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  const report = blocking
    .map((v) => {
      const targets = v.nodes.map((n) => n.target.join(' ')).join(', ');
      return `${v.impact} ${v.id}: ${v.help} [${targets}]`;
    })
    .join('\n');
  expect(blocking, `accessibility violations on ${where}:\n${report}`).toEqual([]);
}
