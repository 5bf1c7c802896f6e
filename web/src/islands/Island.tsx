import type { ReactNode } from 'react';

/** The parts of a public page that a visitor can use: the only ones the island entry hydrates. */
export type IslandName =
  'header' | 'footer' | 'offline' | 'add-to-cart' | 'help' | 'login' | 'register' | 'catalogue-filters' | 'order-form';

export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/**
 * Marks an interactive part of a page. In the app it is a box that lays nothing out (`display:
 * contents`); on a visitor's Home, Blogs, Portfolio, catalogue or purchase page (islands/main.tsx)
 * React takes over each marked part alone, from the `props` written beside it, and leaves the rest
 * as the HTML it is.
 */
export function Island({
  name,
  props,
  children,
}: {
  name: IslandName;
  /** JSON: what the island needs beyond the page's seeded data (a tool's id, the categories). */
  props?: Record<string, unknown>;
  children: ReactNode;
}) {
  return (
    <div
      {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: props ? JSON.stringify(props) : undefined }}
      style={{ display: 'contents' }}
    >
      {children}
    </div>
  );
}
