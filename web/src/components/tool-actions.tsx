import { createContext, use, type ReactNode } from 'react';
import type { Tool } from '@toolshub/shared';

export interface AddToCartProps {
  tool: Tool;
  /** Pieces to add; the tool's smallest valid quantity (its minimum order, in whole cases) when not given. */
  quantity?: number;
  /** On a card (full width, named after the tool) or on the purchase page (says how many). */
  variant?: 'card' | 'page';
}

/**
 * The catalogue shows an 'Add to cart' button that the cart feature makes: features do not import
 * one another, so the app puts the cart's button here (a render function) and the catalogue renders whatever it finds
 * (nothing when none is given, as in a component test).
 */
export const AddToCartContext = createContext<((props: AddToCartProps) => ReactNode) | null>(null);

export function AddToCartSlot(props: AddToCartProps) {
  const renderAddToCart = use(AddToCartContext);
  return renderAddToCart ? renderAddToCart(props) : null;
}
