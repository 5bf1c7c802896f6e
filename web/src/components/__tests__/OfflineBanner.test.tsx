import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE, OfflineBanner } from '../OfflineBanner';

function setOnline(onLine: { mockReturnValue: (online: boolean) => unknown }, online: boolean) {
  onLine.mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the offline banner', () => {
  it('shows while the browser is offline, and goes when it is back online', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner />);
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();

    setOnline(onLine, false);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);

    setOnline(onLine, true);
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
  });

  it('hydrates a page pre-rendered online without a mismatch while offline, then says it is offline', async () => {
    const html = renderToString(<OfflineBanner />);
    expect(html).not.toContain(OFFLINE_MESSAGE);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, <OfflineBanner />, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container).toHaveTextContent(OFFLINE_MESSAGE);
    act(() => root.unmount());
    container.remove();
  });
});
