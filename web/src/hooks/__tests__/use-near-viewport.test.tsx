import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from '../use-near-viewport';

/**
 * The test DOM (happy-dom) does no layout, so it could not tell what is near the
 * viewport anyway): this stand-in records what is observed and lets a test say when an element
 * comes near, as a browser would on scrolling.
 */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.observed.add(target);
  }

  unobserve(target: Element) {
    this.observed.delete(target);
  }

  disconnect() {
    this.disconnected = true;
    this.observed.clear();
  }

  /** What the browser reports when the observed element crosses into (or out of) the margin. */
  report(isIntersecting: boolean) {
    const entries = [...this.observed].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }

  static get live() {
    return FakeIntersectionObserver.instances.filter((o) => !o.disconnected);
  }
}

function Probe({ rootMargin }: { rootMargin?: string }) {
  const { ref, near, reveal } = useNearViewport<HTMLDivElement>(rootMargin);
  return (
    <div ref={ref} data-testid="area" onFocus={reveal}>
      {near ? <input aria-label="the form" /> : <span>placeholder</span>}
      <button type="button">elsewhere in the area</button>
    </div>
  );
}

describe('useNearViewport', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says "not near" while the element is far, and "near" once the browser reports it within the margin', () => {
    render(<Probe rootMargin="400px" />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    const [observer] = FakeIntersectionObserver.live;
    expect(observer?.options.rootMargin).toBe('400px');
    expect([...observer!.observed]).toEqual([screen.getByTestId('area')]);

    act(() => observer!.report(false));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    act(() => observer!.report(true));
    expect(screen.getByRole('textbox', { name: 'the form' })).toBeInTheDocument();
    // Once near, it stays near and stops watching.
    expect(FakeIntersectionObserver.live).toEqual([]);
  });

  it('defaults to a 400px margin', () => {
    render(<Probe />);
    expect(FakeIntersectionObserver.live[0]?.options.rootMargin).toBe('400px');
  });

  it('switches at once when revealed some other way (keyboard focus in the area)', () => {
    render(<Probe />);
    act(() => screen.getByRole('button', { name: 'elsewhere in the area' }).focus());
    expect(screen.getByRole('textbox', { name: 'the form' })).toBeInTheDocument();
    expect(FakeIntersectionObserver.live).toEqual([]);
  });

  it('renders "not near" on the server, where nothing can be observed', () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('placeholder');
    expect(html).not.toContain('<input');
    expect(FakeIntersectionObserver.instances).toEqual([]);
  });

  it('without IntersectionObserver, renders "not near" first and switches right after mounting', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const firstRenders: boolean[] = [];
    function Recorder() {
      const { ref, near } = useNearViewport<HTMLDivElement>();
      firstRenders.push(near);
      return <div ref={ref}>{near ? 'form' : 'placeholder'}</div>;
    }
    render(<Recorder />);
    expect(firstRenders[0]).toBe(false);
    expect(screen.getByText('form')).toBeInTheDocument();
  });
});
