import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SnackbarProvider, useSnackbar } from '../SnackbarProvider';

function Sender({ messages }: { messages: string[] }) {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <button type="button" onClick={() => messages.forEach((m) => enqueueSnackbar(m, { variant: 'success' }))}>
      Send
    </button>
  );
}

describe('SnackbarProvider', () => {
  it('loads notistack with the first message and shows what was sent meanwhile', async () => {
    const user = userEvent.setup();
    render(
      <SnackbarProvider maxSnack={3}>
        <Sender messages={['first', 'second']} />
      </SnackbarProvider>,
    );
    // No message yet: notistack is not mounted.
    expect(document.querySelector('.notistack-SnackbarContainer')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('first')).toBeInTheDocument();
    expect(await screen.findByText('second')).toBeInTheDocument();
    const shown = [...document.querySelectorAll('#notistack-snackbar')].map((el) => el.textContent);
    expect(shown.sort()).toEqual(['first', 'second']);

    // Later messages go straight to notistack.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('first')).toHaveLength(2);
  });

  it('outside a provider, enqueueSnackbar does nothing', async () => {
    const user = userEvent.setup();
    render(<Sender messages={['lost']} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByText('lost')).not.toBeInTheDocument();
  });
});
