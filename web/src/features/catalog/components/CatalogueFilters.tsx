import Stack from '@mui/material/Stack';
import { useEffect, useState, type FormEvent } from 'react';
import { MAX_SEARCH_LENGTH, TOOL_SORTS, type Category, type ToolSort } from '@toolshub/shared';
import { NativeSelectField, NativeSwitch, NativeTextField } from '../../../components/form/NativeControls';
import { paths } from '../../../config/paths';
import type { CatalogueState } from '../catalogue-url';

export const SORT_LABELS: Record<ToolSort, string> = {
  newest: 'Newest',
  popular: 'Most popular',
  price: 'Price: low to high',
  '-price': 'Price: high to low',
  name: 'Name: A to Z',
};

/** How long typing rests before the results follow it. */
const SEARCH_DELAY_MS = 400;

interface Props {
  state: CatalogueState;
  /** A new state: `replace` when it only refines what is being typed (Back skips those). */
  onChange: (next: CatalogueState, options?: { replace?: boolean }) => void;
  /** The shop's categories (undefined while they load). */
  categories: Category[] | undefined;
  /**
   * Whether the results follow the typing once it rests (the app's), or only a submitted search
   * (Enter, the keyboard's search key): a visitor's catalogue loads each search as a new page,
   * which must not come while they are still typing.
   */
  searchAsYouType?: boolean;
}

/**
 * Search box, category, sort and the in-stock switch. Any change starts again from the first page.
 * The browser's own controls (NativeControls): the catalogue is a visitor's first page, where this
 * is an island of its own (CatalogueFiltersIsland).
 */
export function CatalogueFilters({ state, onChange, categories, searchAsYouType = true }: Props) {
  const [draft, setDraft] = useState(state.q);
  // The address changed under the box (Back, a link): show its search.
  const [shownQ, setShownQ] = useState(state.q);
  if (shownQ !== state.q) {
    setShownQ(state.q);
    setDraft(state.q);
  }

  useEffect(() => {
    if (!searchAsYouType || draft.trim() === state.q) return;
    const timer = setTimeout(
      () => onChange({ ...state, q: draft.trim(), after: '' }, { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [searchAsYouType, draft, state, onChange]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() !== state.q) onChange({ ...state, q: draft.trim(), after: '' });
  };

  return (
    <Stack
      component="form"
      role="search"
      aria-label="Search the catalogue"
      // Named as the address names them: sent before the page's code has arrived (or without it),
      // the form asks the server for the same catalogue.
      action={paths.tools}
      onSubmit={search}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'center' }, mb: 2 }}
    >
      <NativeTextField
        id="catalogue-q"
        name="q"
        label="Search tools"
        type="search"
        placeholder="Name, SKU or a word of the description"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        maxLength={MAX_SEARCH_LENGTH}
        enterKeyHint="search"
        sx={{ flex: 2 }}
      />
      <NativeSelectField
        id="catalogue-category"
        name="category"
        label="Category"
        value={state.category}
        onChange={(event) => onChange({ ...state, category: event.target.value, after: '' })}
        sx={{ flex: 1, minWidth: 180 }}
      >
        <option value="">All categories</option>
        {categories?.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name} ({category.toolCount})
          </option>
        ))}
        {/* An address may name a category the list has not loaded (or does not have). */}
        {state.category && !categories?.some((c) => c.id === state.category) && (
          <option value={state.category}>{state.category}</option>
        )}
      </NativeSelectField>
      <NativeSelectField
        id="catalogue-sort"
        name="sort"
        label="Sort by"
        value={state.sort}
        onChange={(event) => onChange({ ...state, sort: event.target.value as ToolSort, after: '' })}
        sx={{ flex: 1, minWidth: 180 }}
      >
        {TOOL_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </NativeSelectField>
      <NativeSwitch
        label="In stock only"
        name="inStock"
        value="true"
        checked={state.inStock}
        onChange={(event) => onChange({ ...state, inStock: event.target.checked, after: '' })}
      />
    </Stack>
  );
}
