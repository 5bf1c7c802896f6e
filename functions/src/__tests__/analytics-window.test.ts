import { describe, expect, it } from 'vitest';
import { windowDays, windowPlan } from '../analytics/analytics-report';

describe('windowPlan', () => {
  it('reads 90 days up to today as its whole months and the first, partial month day by day', () => {
    const today = new Date('2026-11-25T12:00:00Z');
    const dates = windowDays(90, today);
    expect(dates[0]).toBe('2026-08-28');
    const plan = windowPlan(dates, '2026-11-25');
    // November up to today holds all the month has so far.
    expect(plan.months).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(plan.dayRuns).toEqual([['2026-08-28', '2026-08-29', '2026-08-30', '2026-08-31']]);
  });

  it('reads a month that starts the window on its first day whole', () => {
    const plan = windowPlan(windowDays(30, new Date('2026-09-30T08:00:00Z')), '2026-09-30');
    expect(plan).toEqual({ months: ['2026-09'], dayRuns: [] });
  });

  it('reads day by day a last month cut short before today (a window that ends in the past)', () => {
    const dates = windowDays(90, new Date('2026-11-10T00:00:00Z'));
    const plan = windowPlan(dates, '2026-11-25');
    expect(plan.months).toEqual(['2026-09', '2026-10']);
    expect(plan.dayRuns.map((run) => [run[0], run.at(-1), run.length])).toEqual([
      ['2026-08-13', '2026-08-31', 19],
      ['2026-11-01', '2026-11-10', 10],
    ]);
  });

  it('covers every day of the window once, in order', () => {
    for (const days of [30, 90] as const) {
      for (const at of ['2026-01-01', '2026-02-28', '2026-03-31', '2026-12-15']) {
        const dates = windowDays(days, new Date(`${at}T10:00:00Z`));
        const plan = windowPlan(dates, at);
        const fromMonths = dates.filter((date) => plan.months.includes(date.slice(0, 7)));
        expect([...fromMonths, ...plan.dayRuns.flat()].sort()).toEqual(dates);
      }
    }
  });
});
