import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ThemeToggle } from '../../components/ThemeToggle';
import { mediaQueryList } from '../../testing/media-queries';
import { theme } from '../theme';

let systemDark = false;

const fakeMatchMedia = (query: string) => mediaQueryList(query, query === '(prefers-color-scheme: dark)' && systemDark);

/** The toggle inside the app's own theme provider setup (AppProviders). */
function renderToggle() {
  render(
    <ThemeProvider theme={theme} defaultMode="system" noSsr>
      <ThemeToggle />
    </ThemeProvider>,
  );
  return screen.getByRole('button', { name: 'Dark theme' });
}

const html = document.documentElement;

beforeEach(() => {
  window.matchMedia = fakeMatchMedia;
});

afterEach(() => {
  localStorage.clear();
  html.className = '';
  systemDark = false;
});

describe('the theme toggle', () => {
  it('follows a dark system setting on a first visit', () => {
    systemDark = true;
    const toggle = renderToggle();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(html).toHaveClass('dark');
    expect(html).not.toHaveClass('light');
  });

  it('follows a light system setting on a first visit', () => {
    const toggle = renderToggle();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(html).toHaveClass('light');
  });

  it('switches to dark from the keyboard and remembers the choice', async () => {
    const user = userEvent.setup();
    const toggle = renderToggle();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(html).toHaveClass('dark');
    expect(localStorage.getItem('mui-mode')).toBe('dark');
  });

  it('starts in the remembered scheme even when the system says otherwise', () => {
    localStorage.setItem('mui-mode', 'dark');
    const toggle = renderToggle();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(html).toHaveClass('dark');
  });

  it("goes back to following the system when the system's scheme is chosen again", async () => {
    const user = userEvent.setup();
    localStorage.setItem('mui-mode', 'dark');
    const toggle = renderToggle();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(html).toHaveClass('light');
    expect(localStorage.getItem('mui-mode')).toBe('system');
  });

  it('pins light when the system is dark', async () => {
    const user = userEvent.setup();
    systemDark = true;
    const toggle = renderToggle();
    await user.click(toggle);
    expect(html).toHaveClass('light');
    expect(localStorage.getItem('mui-mode')).toBe('light');
  });
});
