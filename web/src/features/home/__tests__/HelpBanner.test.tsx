import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../../components/SnackbarProvider';
import { HelpBanner } from '../components/HelpBanner';

// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));

/** The test DOM does no layout: this IntersectionObserver reports "near" when told to. */
let reportNear: (() => void) | null = null;
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    reportNear = () =>
      this.callback(
        [{ target, isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  disconnect() {
    reportNear = null;
  }
}

function banner() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarProvider>
        <HelpBanner />
      </SnackbarProvider>
    </QueryClientProvider>
  );
}

const emailBox = { name: 'Your e-mail address' };

beforeEach(() => {
  reportNear = null;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the help banner', () => {
  it('keeps the form (and its code) out until the banner comes near the viewport, then shows it', async () => {
    render(banner());
    expect(screen.getByRole('link', { name: /^Call now/ })).toBeInTheDocument();
    // Even with the form's module at hand, nothing but the placeholder is there.
    await act(() => import('../components/InquiryForm'));
    expect(screen.queryByRole('textbox', emailBox)).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const placeholder = screen.getByTestId('inquiry-form-placeholder');
    expect(placeholder).toBeEmptyDOMElement();
    expect(placeholder).not.toHaveAttribute('tabindex');

    act(() => reportNear?.());
    expect(await screen.findByRole('textbox', emailBox)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Ask about a custom order' })).toBeInTheDocument();
    expect(screen.queryByTestId('inquiry-form-placeholder')).not.toBeInTheDocument();
  });

  it('shows the form as soon as keyboard focus enters the banner', async () => {
    render(banner());
    act(() => screen.getByRole('link', { name: /^Call now/ }).focus());
    expect(await screen.findByRole('textbox', emailBox)).toBeInTheDocument();
  });

  it('renders the placeholder, not the form, on the server', () => {
    const html = renderToString(banner());
    expect(html).toContain('data-testid="inquiry-form-placeholder"');
    expect(html).not.toContain('<form');
    expect(html).toContain('Need help to customize your order?');
  });

  it('shows the form right away where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(banner());
    expect(await screen.findByRole('textbox', emailBox)).toBeInTheDocument();
  });
});
