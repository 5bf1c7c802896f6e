import { useState } from 'react';
import type { Category } from '@toolshub/shared';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { createWhenOnline } from '../../../lib/when-online';
import type { CatalogueState } from '../catalogue-url';
import { useCatalogueAddress } from '../use-catalogue-address';
import { CatalogueFilters } from './CatalogueFilters';

let whenOnline: ReturnType<typeof createWhenOnline> | undefined;

/**
 * The catalogue's filters on a visitor's /tools (islands/hydrate-islands.tsx): the only part of the
 * page React takes over besides the header, the cart buttons and the footer. Each change loads the
 * catalogue the new address asks for from the server, so a search goes when it is submitted, not
 * while it is typed; offline, once the connection is back (the page and its offline notice stay).
 * Until the new page arrives the visitor is told it is coming.
 */
export function CatalogueFiltersIsland({ categories }: { categories: unknown }) {
  const { state, go } = useCatalogueAddress();
  const [asked, setAsked] = useState(false);
  const change = (next: CatalogueState, options?: { replace?: boolean }) => {
    setAsked(true);
    whenOnline ??= createWhenOnline();
    whenOnline(() => go(next, options));
  };
  return (
    <>
      <CatalogueFilters
        state={state}
        onChange={change}
        // As the island's props hold them (JSON the page was drawn with).
        categories={Array.isArray(categories) ? (categories as Category[]) : undefined}
        searchAsYouType={false}
      />
      {asked && <LoadingIndicator label="Looking for tools…" />}
    </>
  );
}
