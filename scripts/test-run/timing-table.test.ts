import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { minutes, overBudget, playwrightJourneys, timingTable, vitestFiles, type TimedItem } from './timing-table';

const dir = mkdtempSync(join(tmpdir(), 'timing-table-'));
const write = (name: string, body: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(body));
  return path;
};

describe('the timing table', () => {
  it("reads each journey's last attempt from Playwright's JSON report, nested suites included", () => {
    const path = write('browser.json', {
      stats: { startTime: '2026-11-23T20:00:00Z', duration: 1, expected: 2, unexpected: 0, flaky: 0, skipped: 0 },
      suites: [
        {
          title: 'a.spec.ts',
          specs: [
            { title: 'orders', file: 'a.spec.ts', tests: [{ results: [{ duration: 20_000 }, { duration: 4_000 }] }] },
          ],
          suites: [
            {
              title: 'the cart',
              specs: [{ title: 'saves', file: 'a.spec.ts', tests: [{ results: [{ duration: 16_500 }] }] }],
            },
          ],
        },
      ],
    });
    expect(playwrightJourneys(path)).toEqual([
      { kind: 'browser', name: 'a.spec.ts › orders', seconds: 4, tests: 1 },
      { kind: 'browser', name: 'a.spec.ts › the cart › saves', seconds: 16.5, tests: 1 },
    ]);
  });

  it("reads each file's time from Vitest's JSON report, relative to the root", () => {
    const path = write('unit.json', {
      startTime: 0,
      numTotalTests: 3,
      testResults: [{ name: '/repo/x/a.test.ts', startTime: 1_000, endTime: 32_500, assertionResults: [{}, {}, {}] }],
    });
    expect(vitestFiles('integration', path, '/repo')).toEqual([
      { kind: 'integration', name: 'x/a.test.ts', seconds: 31.5, tests: 3 },
    ]);
    expect(vitestFiles('unit', join(dir, 'missing.json'), '/repo')).toEqual([]);
  });

  it('flags journeys over 15 s and integration files over 30 s, and nothing else', () => {
    const item = (kind: string, seconds: number): TimedItem => ({ kind, name: kind, seconds, tests: 1 });
    expect(
      [item('browser', 15.1), item('browser', 15), item('integration', 30.5), item('unit', 90)].map(overBudget),
    ).toEqual([true, false, true, false]);
  });

  it('shows every step with its result, the slowest first, and names what is over budget', () => {
    const table = timingTable(
      [
        { name: 'build', seconds: 12, exitCode: 0 },
        { name: 'unit', seconds: 95.4, exitCode: 1 },
        { name: 'browser', seconds: 0, exitCode: null },
      ],
      [
        { kind: 'browser', name: 'slow journey', seconds: 21, tests: 1 },
        { kind: 'unit', name: 'quick.test.ts', seconds: 1, tests: 4 },
        { kind: 'unit', name: 'slow.test.ts', seconds: 9, tests: 2 },
      ],
      { unit: 987 },
    );
    expect(table).toMatch(/\| unit +\| +95\.4 \| 1:35 \| failed \(1\) \| +987 \|/);
    expect(table).toMatch(/\| browser +\| not run \|/);
    expect(table).toMatch(/\| total +\| +107\.4 \| 1:47 \| failed/);
    expect(table.indexOf('slow.test.ts')).toBeLessThan(table.indexOf('quick.test.ts'));
    expect(table).toMatch(/slow journey +\| +21\.0 \| OVER BUDGET/);
    expect(table).toContain('1 over budget');
  });
});

describe('minutes', () => {
  it('rounds to the second before it splits into minutes and seconds', () => {
    expect(minutes(119.75)).toBe('2:00');
    expect(minutes(59.4)).toBe('0:59');
    expect(minutes(59.6)).toBe('1:00');
    expect(minutes(794.2)).toBe('13:14');
  });
});
