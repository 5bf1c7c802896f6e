import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MeasuredChart } from '../components/MeasuredChart';
import { StatusChart } from '../components/StatusChart';

/** The ResizeObservers the page made, each with the element it watches, to report sizes to. */
let observers: { callback: ResizeObserverCallback; elements: Element[] }[] = [];

function resize(width: number) {
  act(() => {
    for (const observer of observers)
      observer.callback(
        observer.elements.map((target) => ({ target, contentRect: { width } }) as unknown as ResizeObserverEntry),
        observer as unknown as ResizeObserver,
      );
  });
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private readonly watched: { callback: ResizeObserverCallback; elements: Element[] };
      constructor(callback: ResizeObserverCallback) {
        this.watched = { callback, elements: [] };
        observers.push(this.watched);
      }
      observe(element: Element) {
        this.watched.elements.push(element);
      }
      unobserve() {}
      disconnect() {
        observers = observers.filter((observer) => observer !== this.watched);
      }
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MeasuredChart', () => {
  it('holds the chart’s room until its width is known, then draws it at that width, and again when it changes', () => {
    const { container, unmount } = render(
      <MeasuredChart height={220}>{(width) => <div data-testid="chart" data-width={width} />}</MeasuredChart>,
    );
    // The test DOM lays nothing out: no width yet, no chart, its height already taken.
    expect(screen.queryByTestId('chart')).toBeNull();
    expect(getComputedStyle(container.firstElementChild!).height).toBe('220px');

    resize(480.6);
    expect(screen.getByTestId('chart')).toHaveAttribute('data-width', '480');
    resize(320);
    expect(screen.getByTestId('chart')).toHaveAttribute('data-width', '320');

    unmount();
    expect(observers).toHaveLength(0);
  });

  it('gives a chart its width, so the chart does not measure itself', () => {
    const { container } = render(
      <StatusChart
        byStatus={{ 'awaiting-approval': 0, pending: 1, processing: 2, shipped: 0, delivered: 4, cancelled: 1 }}
      />,
    );
    expect(container.querySelector('svg')).toBeNull();
    resize(360);
    const surface = container.querySelector('svg[viewBox]');
    expect(surface?.getAttribute('viewBox')).toBe('0 0 360 220');
    // The chart watches no element of its own: only the box's observer is there.
    expect(observers).toHaveLength(1);
  });
});
