import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { chunksStillServed } from '../../testing/deployment-check';
import { OnDemandMenu } from '../OnDemandMenu';

interface ListProps {
  anchor: HTMLElement | null;
  onClose: () => void;
}

function ActionsList({ anchor, onClose }: ListProps) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem onClick={onClose}>Mark shipped</MenuItem>
    </Menu>
  );
}

function Row({ List }: { List: ComponentType<ListProps> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [openings, setOpenings] = useState(0);
  return (
    <>
      <button
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpenings((n) => n + 1);
        }}
      >
        Actions
      </button>
      <OnDemandMenu openings={openings}>
        <List anchor={anchor} onClose={() => setAnchor(null)} />
      </OnDemandMenu>
    </>
  );
}

describe('a menu loaded on demand', () => {
  it('asks for its code only when first opened, and keeps it for the next opening', async () => {
    const importer = vi.fn(() => Promise.resolve({ default: ActionsList }));
    render(<Row List={lazyWithRetry(importer, chunksStillServed())} />);
    expect(importer).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark shipped' }));
    await vi.waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menu')).toBeVisible();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('does nothing when its code cannot be loaded, and the next opening tries again', async () => {
    const importer = vi
      .fn<() => Promise<{ default: typeof ActionsList }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/ActionsList-x.js'))
      .mockResolvedValue({ default: ActionsList });
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Row List={lazyWithRetry(importer, chunksStillServed())} />);

    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    // The boundary has caught it once React reports it (a click before then is still the first opening).
    await vi.waitFor(() =>
      expect(reported.mock.calls.flat().some((arg) => String(arg).includes('ErrorBoundary'))).toBe(true),
    );
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // The page around it stays as it was.
    expect(screen.getByRole('button', { name: 'Actions' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Mark shipped' })).toBeVisible();
    expect(importer).toHaveBeenCalledTimes(2);
    reported.mockRestore();
  });
});
