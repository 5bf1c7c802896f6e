import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryState } from '../QueryState';

describe('QueryState', () => {
  it("shows the product's error text with the message", async () => {
    render(
      <QueryState query={{ isPending: false, isError: true, error: new Error('offline'), data: undefined }} label="x">
        {() => <p>loaded</p>}
      </QueryState>,
    );
    // MUI's Alert is loaded when first needed.
    expect(await screen.findByText('An error has occurred: offline')).toBeInTheDocument();
  });

  it('shows a labelled spinner while loading, then the content', () => {
    const { rerender } = render(
      <QueryState query={{ isPending: true, isError: false, error: null, data: undefined }} label="Loading tools">
        {(d: string) => <p>{d}</p>}
      </QueryState>,
    );
    expect(screen.getByRole('status', { name: 'Loading tools' })).toBeInTheDocument();
    rerender(
      <QueryState query={{ isPending: false, isError: false, error: null, data: 'ready' }} label="Loading tools">
        {(d: string) => <p>{d}</p>}
      </QueryState>,
    );
    expect(screen.getByText('ready')).toBeInTheDocument();
  });
});
