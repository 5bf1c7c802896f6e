import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useMemo, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { Tool } from '@toolshub/shared';
import { ResponsiveGrid } from '../../../components/ResponsiveGrid';
import { Island } from '../../../islands/Island';
import { paths } from '../../../config/paths';
import { useCategories } from '../../../hooks/use-categories';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { lazyWithRetry } from '../../../lib/lazy-with-retry';
import { useToolPage } from '../api/get-tool-page';
import { catalogueSearch, isFiltered, nextCursorOf, toolListQueryOf, type CatalogueState } from '../catalogue-url';
import { useCatalogueAddress, type PagerState } from '../use-catalogue-address';
import { CatalogueFilters } from './CatalogueFilters';
import { ToolCard } from './ToolCard';
import { ToolGridSkeleton } from './ToolGridSkeleton';

// Shown only when the list cannot be loaded: not part of the page's first load.
const Alert = lazyWithRetry(() => import('@mui/material/Alert'));

/**
 * /tools: the whole catalogue, searched, filtered, sorted and paged, all of it in the address. The
 * page function renders its first page on the server (functions/src/pages/tools-page.ts).
 */
export function ToolsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { state, go } = useCatalogueAddress();
  const query = useMemo(() => toolListQueryOf(state), [state]);
  const page = useToolPage(query);
  const categories = useCategories();
  usePageTitle(state.q ? `Tools matching "${state.q}"` : 'Tools');
  const nextCursor = nextCursorOf(page.data?.nextPath ?? null);
  const cameFromPreviousPage = (location.state as PagerState | null)?.fromPreviousPage === true;

  return (
    <Container component="section" aria-labelledby="catalogue-heading" sx={{ py: 4 }}>
      <Typography id="catalogue-heading" variant="h4" component="h1" gutterBottom>
        Tools
      </Typography>
      {/* A visitor's catalogue runs only its islands (islands/main.tsx): this one with the categories it was drawn with. */}
      <Island name="catalogue-filters" props={categories.data ? { categories: categories.data } : undefined}>
        <CatalogueFilters state={state} onChange={go} categories={categories.data} />
      </Island>
      {page.isPending ? (
        <>
          <Typography sx={{ mb: 2 }} color="text.secondary">
            Looking for tools…
          </Typography>
          <ToolGridSkeleton count={6} />
        </>
      ) : page.isError ? (
        <Suspense fallback={null}>
          <Alert severity="error" sx={{ my: 2 }}>
            The tools could not be loaded: {errorMessage(page.error)}
          </Alert>
        </Suspense>
      ) : (
        <>
          <ResultCount state={state} shown={page.data.items.length} total={page.data.total} />
          {page.data.items.length === 0 ? (
            <EmptyCatalogue state={state} />
          ) : (
            <ResponsiveGrid label="Tools">
              {page.data.items.map((tool: Tool, i) => (
                <ToolCard key={tool._id} tool={tool} eager={i < 3} titleComponent="h2" />
              ))}
            </ResponsiveGrid>
          )}
          <Stack
            component="nav"
            aria-label="Pages"
            direction="row"
            spacing={2}
            sx={{ justifyContent: 'center', mt: 4 }}
          >
            {/* Links, not buttons: before the page hydrates (and for crawlers) they load the page from the server. */}
            {state.after && (
              <Button
                component={RouterLink}
                to={{ pathname: paths.tools, search: catalogueSearch({ ...state, after: '' }) }}
                variant="outlined"
                onClick={(event: MouseEvent) => {
                  if (!cameFromPreviousPage) return;
                  event.preventDefault();
                  void navigate(-1);
                }}
              >
                {cameFromPreviousPage ? 'Previous page' : 'First page'}
              </Button>
            )}
            {nextCursor && (
              <Button
                component={RouterLink}
                to={{ pathname: paths.tools, search: catalogueSearch({ ...state, after: nextCursor }) }}
                state={{ fromPreviousPage: true } satisfies PagerState}
                variant="contained"
                onClick={() => window.scrollTo({ top: 0 })}
              >
                Next page
              </Button>
            )}
          </Stack>
        </>
      )}
    </Container>
  );
}

function ResultCount({ state, shown, total }: { state: CatalogueState; shown: number; total: number | null }) {
  const count = total ?? shown;
  const tools = `${count} ${count === 1 ? 'tool' : 'tools'}`;
  const text = state.q ? `${tools} match "${state.q}"` : isFiltered(state) ? `${tools} match` : tools;
  return (
    <Typography role="status" data-testid="result-count" sx={{ mb: 2 }} color="text.secondary">
      {total === null && shown > 0 ? `${text} on this page` : text}
    </Typography>
  );
}

/** No results: say what narrowed them and offer to widen each. */
function EmptyCatalogue({ state }: { state: CatalogueState }) {
  const categories = useCategories();
  const categoryName = categories.data?.find((c) => c.id === state.category)?.name ?? state.category;
  const widen: { label: string; to: CatalogueState }[] = [];
  if (state.q) widen.push({ label: `Search all tools, not only "${state.q}"`, to: { ...state, q: '', after: '' } });
  if (state.category) {
    widen.push({
      label: `Look in every category, not only ${categoryName}`,
      to: { ...state, category: '', after: '' },
    });
  }
  if (state.inStock) widen.push({ label: 'Include tools out of stock', to: { ...state, inStock: false, after: '' } });
  return (
    <Box data-testid="catalogue-empty" sx={{ py: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        No tools match
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {state.q
          ? 'Check the spelling, use fewer words or the start of a word (a search finds tools by name, SKU or description).'
          : 'Change the filters to see more tools.'}
      </Typography>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {widen.map((option) => (
          <Button
            key={option.label}
            component={RouterLink}
            to={{ pathname: paths.tools, search: catalogueSearch(option.to) }}
          >
            {option.label}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}

export default ToolsPage;
