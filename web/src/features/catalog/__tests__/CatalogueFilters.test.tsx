import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MAX_SEARCH_LENGTH } from '@toolshub/shared';
import { queryKeys } from '../../../lib/query-keys';
import { DEFAULT_CATALOGUE_STATE, type CatalogueState } from '../catalogue-url';
import { CatalogueFilters } from '../components/CatalogueFilters';

function renderFilters(state: Partial<CatalogueState> = {}) {
  // The categories as GET /api/categories answered them: no request in these tests.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(queryKeys.categories.all, [
    { id: 'clamps', name: 'Clamps', toolCount: 4 },
    { id: 'saws', name: 'Saws', toolCount: 5 },
  ]);
  const onChange = vi.fn();
  const current = { ...DEFAULT_CATALOGUE_STATE, after: 'cursor-2', ...state };
  render(
    <QueryClientProvider client={queryClient}>
      <CatalogueFilters state={current} onChange={onChange} />
    </QueryClientProvider>,
  );
  return { onChange, current };
}

describe("the catalogue's filters (the browser's own controls)", () => {
  it('are named by their labels, show the state and list the categories with their counts', () => {
    renderFilters({ q: 'saw', category: 'saws', sort: 'price', inStock: true });
    expect(screen.getByRole('search', { name: 'Search the catalogue' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('saw');
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(category).toHaveValue('saws');
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All categories', 'Clamps (4)', 'Saws (5)']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
    expect(screen.getByRole('switch', { name: 'In stock only' })).toBeChecked();
  });

  it('keep a category the list does not have, as the address names it', () => {
    renderFilters({ category: 'lathes' });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('lathes');
    expect(screen.getByRole('option', { name: 'lathes' })).toBeInTheDocument();
  });

  it('start again from the first page on a category, a sort or the switch', async () => {
    const user = userEvent.setup();
    const { onChange, current } = renderFilters();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'clamps');
    expect(onChange).toHaveBeenLastCalledWith({ ...current, category: 'clamps', after: '' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    expect(onChange).toHaveBeenLastCalledWith({ ...current, sort: '-price', after: '' });
    await user.click(screen.getByRole('switch', { name: 'In stock only' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...current, inStock: true, after: '' });
  });

  it('search at once on Enter, and after a pause in typing (replacing the address)', async () => {
    const user = userEvent.setup();
    const { onChange, current } = renderFilters();
    const box = screen.getByRole('searchbox', { name: 'Search tools' });
    expect(box).toHaveAttribute('maxLength', String(MAX_SEARCH_LENGTH));
    await user.type(box, ' plane {Enter}');
    expect(onChange).toHaveBeenCalledWith({ ...current, q: 'plane', after: '' });
    onChange.mockClear();
    await user.clear(box);
    await user.type(box, 'chisel');
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ ...current, q: 'chisel', after: '' }, { replace: true }),
    );
  });
});
