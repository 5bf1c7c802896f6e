import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MAX_SEARCH_LENGTH } from '@toolshub/shared';
import { catalogueStateOf, DEFAULT_CATALOGUE_STATE, type CatalogueState } from '../catalogue-url';
import { CatalogueFilters } from '../components/CatalogueFilters';

// The categories as GET /api/categories answers them.
const categories = [
  { id: 'clamps', name: 'Clamps', toolCount: 4 },
  { id: 'saws', name: 'Saws', toolCount: 5 },
];

function renderFilters(state: Partial<CatalogueState> = {}, { searchAsYouType }: { searchAsYouType?: boolean } = {}) {
  const onChange = vi.fn();
  const current = { ...DEFAULT_CATALOGUE_STATE, after: 'cursor-2', ...state };
  render(
    <CatalogueFilters state={current} onChange={onChange} categories={categories} searchAsYouType={searchAsYouType} />,
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

  it('sent as a plain form (before the code has arrived), ask /tools for the catalogue they show', () => {
    const shown = { q: 'saw', category: 'saws', sort: 'price', inStock: true } as const;
    renderFilters(shown);
    const form = screen.getByRole('search', { name: 'Search the catalogue' }) as HTMLFormElement;
    expect(new URL(form.action).pathname).toBe('/tools');
    expect(form.method).toBe('get');
    const sent = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    expect(catalogueStateOf(sent)).toEqual({ ...DEFAULT_CATALOGUE_STATE, ...shown });
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

  it("on a visitor's catalogue (each search a new page), search only when it is sent, never while typing", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { onChange, current } = renderFilters({}, { searchAsYouType: false });
      const box = screen.getByRole('searchbox', { name: 'Search tools' });
      await user.type(box, 'chis');
      // Well past the app's pause: still typing, as far as the page knows.
      await vi.advanceTimersByTimeAsync(2_000);
      expect(onChange).not.toHaveBeenCalled();
      await user.type(box, 'el{Enter}');
      expect(onChange).toHaveBeenCalledOnce();
      expect(onChange).toHaveBeenCalledWith({ ...current, q: 'chisel', after: '' });
    } finally {
      vi.useRealTimers();
    }
  });
});
