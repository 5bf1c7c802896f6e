import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../ConfirmDialog';

describe('the confirm dialog', () => {
  it('while its action is in flight, Confirm is disabled and shows progress', () => {
    const onConfirm = vi.fn();
    const { rerender } = render(
      <ConfirmDialog open title="Delete this product?" onConfirm={onConfirm} onClose={() => undefined} />,
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeEnabled();
    expect(within(confirm).queryByRole('progressbar')).not.toBeInTheDocument();

    rerender(<ConfirmDialog open busy title="Delete this product?" onConfirm={onConfirm} onClose={() => undefined} />);
    expect(confirm).toBeDisabled();
    expect(within(confirm).getByRole('progressbar')).toBeInTheDocument();
  });
});
