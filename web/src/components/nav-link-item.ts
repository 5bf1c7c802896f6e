import type { ReactNode } from 'react';

/** A link of the top navigation (inline on wide screens, in the menu on small ones). */
export interface NavLinkItem {
  label: string;
  to: string;
  /** Shown after the label (the cart's line count). */
  adornment?: ReactNode;
}
