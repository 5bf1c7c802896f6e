import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Tool } from '@toolshub/shared';
import { SnackbarProvider } from '../../../components/SnackbarProvider';
import type { SigninState } from '../../../hooks/use-signin-state';
import { AddToCartButton } from '../components/AddToCartButton';

/** The purchase page's 'Add N to cart' takes the quantity typed in the order form beside it. */

const signedIn: SigninState = {
  status: 'success',
  data: { signedIn: true, user: { uid: 'buyer-1' } as never, hasRequiredClaims: true },
};
vi.mock('../../../hooks/use-signin-state', () => ({ useSigninState: () => signedIn }));
// The API client sends no token: the Auth SDK has read its stored user, and there is none.
vi.mock('../../../lib/firebase', () => ({
  firebaseAuth: () => ({ currentUser: null, authStateReady: () => Promise.resolve() }),
}));

/** Sold in cases of 6, at least 12, 60 in stock. */
const screws: Tool = {
  _id: 'screws',
  toolName: 'Wood Screws',
  price: 4,
  minOrder: 12,
  available: 60,
  orderMultiple: 6,
  toolDescription: 'Boxes of screws',
  imageLink: '/images/tools/screws.svg',
  sku: 'SCR-1',
  category: 'fixings',
  priceTiers: [],
  unitsOrdered: 0,
};

function renderButton(quantity: number) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarProvider>
        <MemoryRouter>
          <AddToCartButton tool={screws} quantity={quantity} variant="page" />
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: `Add ${quantity} to cart` });
}

describe('AddToCartButton on the purchase page', () => {
  it.each([
    [18, 'whole cases, above the minimum, in stock'],
    [12, 'the minimum order'],
    [60, 'the whole stock'],
  ])('adds %i (%s)', (quantity) => {
    expect(renderButton(quantity)).toBeEnabled();
  });

  it.each([
    [13, 'not whole cases'],
    [6, 'under the minimum order'],
    [66, 'over the stock'],
    [Number.NaN, 'an empty field'],
  ])('is disabled for %s (%s)', (quantity) => {
    expect(renderButton(quantity)).toBeDisabled();
  });
});
