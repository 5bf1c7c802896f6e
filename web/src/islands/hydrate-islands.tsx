import { ThemeProvider } from '@mui/material/styles';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'react-router';
import type { Tool } from '@toolshub/shared';
import { theme, themeProviderProps } from '../app/theme';
import { SiteNavbar } from '../app/layouts/SiteNavbar';
import { Footer } from '../components/Footer';
import { OfflineBanner } from '../components/OfflineBanner';
import { PageError } from '../components/PageErrorBoundary';
import { SnackbarProvider, TOAST_AUTO_HIDE_MS } from '../components/SnackbarProvider';
import { AddToCartButton } from '../features/cart/components/AddToCartButton';
import { reloadForNewDeployment } from '../lib/new-deployment';
import type { SeededQuery } from '../lib/seed';
import { NO_STORED_SESSION, publishSession } from '../lib/session-store';
import { createPageNavigator, currentLocation } from './page-navigator';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName } from './Island';

type IslandProps = Record<string, unknown>;

/**
 * The tool an island's props name, from the data the page was rendered with (a list, a catalogue
 * page's `items`, or the purchase page's one tool).
 */
function seededTool(seed: readonly SeededQuery[], id: unknown): Tool | undefined {
  for (const [, data] of seed) {
    if ((data as Tool | null)?._id === id) return data as Tool;
    const tools: unknown = Array.isArray(data) ? data : (data as { items?: unknown } | null)?.items;
    const found = Array.isArray(tools) && tools.find((t) => (t as Tool | null)?._id === id);
    if (found) return found as Tool;
  }
  return undefined;
}

/**
 * Islands whose code loads only on the pages that have them (Login's and Register's forms, Home's
 * help form, the catalogue's filters, the purchase page's order form).
 */
type LazyIslandName = 'login' | 'register' | 'help' | 'catalogue-filters' | 'order-form';
type EagerIslandName = Exclude<IslandName, LazyIslandName>;

const lazyIslands: Record<LazyIslandName, (props: IslandProps, seed: readonly SeededQuery[]) => Promise<ReactNode>> = {
  login: () => import('../features/account/components/LoginPage').then(({ LoginForm }) => <LoginForm />),
  register: () => import('../features/account/components/RegisterPage').then(({ RegisterForm }) => <RegisterForm />),
  help: () => import('../features/home/components/HelpBanner').then(({ HelpBanner }) => <HelpBanner />),
  'catalogue-filters': (props) =>
    import('../features/catalog/components/CatalogueFiltersIsland').then(({ CatalogueFiltersIsland }) => (
      <CatalogueFiltersIsland categories={props.categories} />
    )),
  // A visitor's: the way to sign in and come back (the form itself is a signed-in customer's).
  'order-form': (props, seed) => {
    const tool = seededTool(seed, props.tool);
    if (!tool) return Promise.resolve(null);
    return import('../features/catalog/components/OrderFormSlot').then(({ OrderFormSlot }) => (
      <OrderFormSlot tool={tool} onQuantityChange={ignoreQuantity} />
    ));
  },
};

/** A visitor's page has no form whose quantity the tier table would follow. */
const ignoreQuantity = () => undefined;

/**
 * What each island renders: the same component the app renders inside its <Island>, so React finds
 * the HTML it would have made. Null: the island cannot be rebuilt here and stays as it is.
 */
const islands: Record<EagerIslandName, (props: IslandProps, seed: readonly SeededQuery[]) => ReactNode | null> = {
  header: () => <SiteNavbar />,
  footer: () => <Footer />,
  offline: () => <OfflineBanner />,
  'add-to-cart': (props, seed) => {
    const tool = seededTool(seed, props.tool);
    if (!tool) return null;
    const variant = props.variant === 'page' ? 'page' : 'card';
    const quantity = typeof props.quantity === 'number' ? props.quantity : undefined;
    return <AddToCartButton tool={tool} quantity={quantity} variant={variant} />;
  },
};

const isIslandName = (name: string | undefined): name is EagerIslandName => Boolean(name && name in islands);
const isLazyIslandName = (name: string | undefined): name is LazyIslandName => Boolean(name && name in lazyIslands);

function parseProps(text: string | undefined): IslandProps {
  if (!text) return {};
  try {
    const props: unknown = JSON.parse(text);
    return typeof props === 'object' && props !== null ? (props as IslandProps) : {};
  } catch {
    return {};
  }
}

/** Once the header is React's: the visitor is nobody (main.tsx found no stored session). */
function SessionIsNobody() {
  useEffect(() => publishSession(NO_STORED_SESSION), []);
  return null;
}

/** One for the page: every island's links load the next page from the server. */
let pageNavigator: ReturnType<typeof createPageNavigator> | undefined;

function IslandProviders({ children }: { children: ReactNode }) {
  pageNavigator ??= createPageNavigator();
  return (
    <StrictMode>
      <ThemeProvider theme={theme} defaultMode="system" noSsr {...themeProviderProps}>
        <SnackbarProvider autoHideDuration={TOAST_AUTO_HIDE_MS} maxSnack={3}>
          <Router location={currentLocation()} navigator={pageNavigator}>
            {children}
          </Router>
        </SnackbarProvider>
      </ThemeProvider>
    </StrictMode>
  );
}

/**
 * An island whose code could not load: a chunk a new deployment removed reloads the page once (as
 * the app's lazy pages do); otherwise, or if it did already, the island says so in the app's words,
 * with 'Try again' (a reload), instead of a form that would never wake.
 */
async function showLoadFailure(element: HTMLElement, error: unknown) {
  if (await reloadForNewDeployment(error, 1)) return;
  createRoot(element).render(
    <IslandProviders>
      <PageError error={error} retry={() => window.location.reload()} />
    </IslandProviders>,
  );
}

/**
 * Hands each island of `root` to React, each as a root of its own, in short slices (a transition);
 * everything between them stays the server's HTML. Returns how many were taken over.
 */
export function hydrateIslands(root: HTMLElement, seed: readonly SeededQuery[]): number {
  let count = 0;
  const hydrate = (element: HTMLElement, name: IslandName, island: ReactNode) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandProviders>
          {island}
          {name === 'header' && <SessionIsNobody />}
        </IslandProviders>,
      );
    });
  };
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
    const props = parseProps(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? undefined);
    if (isLazyIslandName(name)) {
      count += 1;
      // The page's HTML preloads it (prerender: the page's module beside the islands entry). Until
      // it is here, the form is the HTML, its buttons disabled (useAuthPage's `ready`).
      void lazyIslands[name](props, seed).then(
        (island) => island !== null && hydrate(element, name, island),
        (error: unknown) => void showLoadFailure(element, error),
      );
      continue;
    }
    if (!isIslandName(name)) continue;
    const island = islands[name](props, seed);
    if (island === null) continue;
    hydrate(element, name, island);
    count += 1;
  }
  return count;
}
