import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { ComponentProps, ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { chunksStillServed } from '../../testing/deployment-check';
import { OnDemandDialog, useDialogOpenings } from '../OnDemandDialog';

function PaymentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="t">
      <DialogTitle id="t">Record payment</DialogTitle>
    </Dialog>
  );
}

function Page({ Lazy }: { Lazy: ComponentType<ComponentProps<typeof PaymentDialog>> }) {
  const payment = useDialogOpenings();
  return (
    <>
      <button onClick={payment.show}>Record payment</button>
      <OnDemandDialog openings={payment.openings} name="payment form">
        <Lazy open={payment.open} onClose={payment.hide} />
      </OnDemandDialog>
    </>
  );
}

describe('a dialog loaded on demand', () => {
  it('asks for its code only when first opened, then opens and closes as a dialog does', async () => {
    const importer = vi.fn(() => Promise.resolve({ default: PaymentDialog }));
    render(<Page Lazy={lazyWithRetry(importer, chunksStillServed())} />);
    expect(importer).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByRole('dialog', { name: 'Record payment' })).toBeVisible();
    expect(importer).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByRole('dialog', { name: 'Record payment' })).toBeVisible();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('says so when its code cannot be loaded, and the next opening tries again', async () => {
    const importer = vi
      .fn<() => Promise<{ default: typeof PaymentDialog }>>()
      .mockRejectedValueOnce(
        new TypeError('Failed to fetch dynamically imported module: /assets/RecordPaymentDialog-x.js'),
      )
      .mockResolvedValue({ default: PaymentDialog });
    render(<Page Lazy={lazyWithRetry(importer, chunksStillServed())} />);

    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText('The payment form could not be loaded. Check your connection and open it again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByRole('dialog', { name: 'Record payment' })).toBeVisible();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
