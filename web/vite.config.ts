import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compileLargeWrappersEagerly } from './build/compile-eagerly';
import { productionBuildAliases, refuseDevelopmentBuilds } from './build/production-dependencies';
import { themeSnapshot } from './build/theme-snapshot';

/**
 * Our own shared module tree is side-effect free: the yup schemas it builds at import time are for
 * the forms and the API, not for the pages that only need a price formatter.
 */
const sharedSource = fileURLToPath(new URL('../shared/src/', import.meta.url));
/**
 * CommonJS modules that only define functions: Emotion imports hoist-non-react-statics for its
 * withTheme (unused here), and as CommonJS it would be kept for its "side effects".
 */
const sideEffectFreeCommonJs = /node_modules\/hoist-non-react-statics\//;

/**
 * reactfire is one ES module that imports every Firebase SDK it has hooks for. The shop uses its
 * app, Auth and Storage hooks only; the SDKs it never calls (and Storage, which the upload pages
 * load themselves) would otherwise ride along for the "side effects" of registering themselves.
 * The Realtime Database goes further (reactfire builds a table of its functions at import time), so
 * the browser build gets src/lib/no-realtime-database.ts in its place.
 */
const firebaseSdksReactfireImports =
  /node_modules\/(@firebase|firebase)\/(firestore|functions|remote-config|storage)(-compat)?\//;
const noRealtimeDatabase = fileURLToPath(new URL('src/lib/no-realtime-database.ts', import.meta.url));

const isSideEffectFree = (id: string) =>
  sideEffectFreeCommonJs.test(id) || firebaseSdksReactfireImports.test(id) || id.startsWith(sharedSource);

/**
 * The build-time render (src/prerender) runs without Firebase: src/lib/firebase initialises nothing
 * there, and the session (src/lib/auth-session.ts) says 'loading', as nobody is known to be signed
 * in when the HTML is made.
 */
function serverRenderWithoutFirebase(): Plugin {
  const stubs = new Map([
    [
      fileURLToPath(new URL('src/lib/firebase.ts', import.meta.url)),
      fileURLToPath(new URL('src/prerender/server-firebase.ts', import.meta.url)),
    ],
  ]);
  return {
    name: 'toolshub:server-render-without-firebase',
    apply: (_config, { isSsrBuild }) => Boolean(isSsrBuild),
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (stubs.has(source)) return stubs.get(source);
      if (!/\/lib\/firebase$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && stubs.has(resolved.id) ? stubs.get(resolved.id) : null;
    },
  };
}

// A suite started with TOOLSHUB_PORT_OFFSET (see emulators/src/ports.ts) moves the emulators the
// browser talks to; the build follows it (process env wins over .env files).
const portOffset = Number(process.env.TOOLSHUB_PORT_OFFSET ?? 0);
if (portOffset) {
  process.env.VITE_AUTH_EMULATOR_PORT = String(9099 + portOffset);
  process.env.VITE_STORAGE_EMULATOR_PORT = String(9199 + portOffset);
}

/**
 * Two entries: the app (index.html) and the islands of the pages a visitor mostly reads
 * (src/islands/main.tsx, started by those pages' HTML). The server build names its own.
 */
const browserEntries = {
  index: fileURLToPath(new URL('index.html', import.meta.url)),
  islands: fileURLToPath(new URL('src/islands/main.tsx', import.meta.url)),
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    themeSnapshot(),
    serverRenderWithoutFirebase(),
    compileLargeWrappersEagerly(),
    refuseDevelopmentBuilds(),
  ],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // notistack brings clsx 1 of its own; clsx 2 (MUI's) has the same API.
  resolve: {
    dedupe: ['clsx'],
    alias: [
      { find: 'firebase/database', replacement: noRealtimeDatabase },
      ...(command === 'build' ? productionBuildAliases : []),
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each entry and lazy route loads (read by the bench).
    manifest: true,
    modulePreload: {
      // A lazy island's chunks are preloaded by the HTML of the page that has it (prerender:
      // `islandModule`): the islands' code, which every visitor's page loads, need not list them.
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && /(^|\/)hydrate-islands-[\w-]+\.js$/.test(hostId) ? [] : deps,
    },
    rolldownOptions: {
      ...(isSsrBuild ? {} : { input: browserEntries }),
      treeshake: { moduleSideEffects: (id: string) => !isSideEffectFree(id) },
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // The module that starts the app, in a file of its own: the modules it shares with the lazy
            // pages stay in another, so a pre-rendered page can evaluate a page's modules before the app
            // starts (prerender/compose-page.ts) without starting it.
            { name: 'start-app', test: /[\\/]web[\\/]src[\\/]main\.tsx$/ },
            { name: 'firebase-storage', test: /node_modules\/@?firebase\/storage\// },
            // The signed-in pages' five frames in one file: page-frame-views.tsx (which draws whichever a
            // page has) and each page import them, which made each frame a file of its own, five requests
            // where one does on every signed-in page's first visit. page-frame-views.tsx itself stays the
            // chunk of its own dynamic import, which Vite's manifest names and the pages preload.
            {
              name: 'page-frames-content',
              test: /[\\/]web[\\/]src[\\/]features[\\/][\w-]+[\\/]components[\\/]\w+PageFrame\.tsx$/,
            },
            // Emotion's React bindings with MUI's useId, as every page loads them: a lazy island that
            // needs Emotion alone (the catalogue's filters) would split them into two files.
            {
              name: 'useId',
              test: /node_modules\/(@emotion\/react\/dist\/emotion-react\.browser\.esm\.js$|@mui\/utils\/(useId|useEnhancedEffect)\/)/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${5050 + portOffset}` },
  },
}));
