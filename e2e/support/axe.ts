import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core in the page (WCAG 2.x A/AA rules and best practices) and fails on any serious or
 * critical violation, naming each rule and the elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  const report = blocking
    .map((v) => {
      const targets = v.nodes.map((n) => n.target.join(' ')).join(', ');
      return `${v.impact} ${v.id}: ${v.help} [${targets}]`;
    })
    .join('\n');
  expect(blocking, `accessibility violations on ${where}:\n${report}`).toEqual([]);
}
