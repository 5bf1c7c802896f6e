import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * reactfire imports every Firebase product (Firestore, Database, Storage, Remote Config...) for
 * hooks we never call; those SDKs register themselves at import time, so the bundler keeps them
 * all. Declaring these packages free of side effects lets unused ones drop out: a product we do
 * use is still included (with its registration) through the export we call. Our own shared module
 * tree is side-effect free too: the yup schemas it builds at import time are for the forms and the
 * API, not for the pages that only need a price formatter.
 */
const sideEffectFreePackages =
  /node_modules\/(reactfire|@firebase\/(firestore|database|storage|remote-config|performance|analytics|functions|app-check)|firebase\/(firestore|database|storage|remote-config|performance|analytics|functions|app-check))\//;
const sharedSource = fileURLToPath(new URL('../shared/src/', import.meta.url));
/**
 * CommonJS modules that only define functions: Emotion imports hoist-non-react-statics for its
 * withTheme (unused here), and as CommonJS it would be kept for its "side effects".
 */
const sideEffectFreeCommonJs = /node_modules\/hoist-non-react-statics\//;

const isSideEffectFree = (id: string) =>
  sideEffectFreePackages.test(id) || sideEffectFreeCommonJs.test(id) || id.startsWith(sharedSource);

/**
 * reactfire builds a frozen table of Realtime Database listeners at the top of its bundle
 * (`var x = Object.freeze((z = {}, z[...] = onChildAdded, ...));`). Those assignments are side
 * effects to the bundler, so the table alone kept all of @firebase/database (about 35 kB gzip) in
 * the first load although no database hook is used. Building the table inside a pure-annotated
 * arrow function keeps its meaning where it is used and lets the bundler drop it where it is not.
 */
function reactfirePureTables(): Plugin {
  return {
    name: 'toolshub:reactfire-pure-tables',
    apply: 'build',
    transform: {
      filter: { id: /node_modules\/reactfire\/dist\/index\.js$/ },
      handler(code) {
        const marked = code.replace(
          /=\s*Object\.freeze\((\([^;]*\))\);/g,
          '= /* @__PURE__ */ (() => Object.freeze($1))();',
        );
        if (marked === code)
          this.warn('no Object.freeze table found in reactfire: check the bundle for @firebase/database');
        return { code: marked, map: null };
      },
    },
  };
}

/**
 * reactfire still goes through use-sync-external-store's shim, which on React 18 and later only
 * hands back React's own hook: take React's directly. reactfire gives it no server snapshot, and
 * hydrating a pre-rendered page that calls it would then fail ("Missing getServerSnapshot"); the
 * current snapshot stands in (useSigninState ignores the session until hydration is over anyway).
 */
function reactBuiltInSyncExternalStore(): Plugin {
  const shim = '\0toolshub:use-sync-external-store-shim';
  return {
    name: 'toolshub:use-sync-external-store',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'use-sync-external-store/shim' ? shim : null),
    load: (id) =>
      id === shim
        ? [
            "import { useSyncExternalStore as useStore } from 'react';",
            'export function useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot) {',
            '  return useStore(subscribe, getSnapshot, getServerSnapshot ?? getSnapshot);',
            '}',
          ].join('\n')
        : null,
  };
}

/**
 * The build-time render (src/prerender) runs without Firebase: reactfire's hooks say 'loading'
 * (nobody is known to be signed in when the HTML is made) and src/lib/firebase initialises nothing.
 */
function serverRenderWithoutFirebase(): Plugin {
  const stubs = new Map([
    ['reactfire', fileURLToPath(new URL('src/prerender/server-reactfire.tsx', import.meta.url))],
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

export default defineConfig({
  plugins: [react(), reactfirePureTables(), reactBuiltInSyncExternalStore(), serverRenderWithoutFirebase()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // notistack brings clsx 1 of its own; clsx 2 (MUI's) has the same API.
  resolve: { dedupe: ['clsx'] },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each entry and lazy route loads (read by the bench).
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !isSideEffectFree(id) },
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'firebase-storage', test: /node_modules\/@?firebase\/storage\// }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${5050 + portOffset}` },
  },
});
