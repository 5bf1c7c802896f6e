// Bundles the API with the shared module tree (which is not published) into lib/index.js;
// npm dependencies stay external and are installed from package.json on deploy.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
};

await build({
  ...common,
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  // The pages' renderer is its own file (below), loaded by the page function only.
  external: [...Object.keys(pkg.dependencies), './pages/index.js'],
});

// The server-rendered pages (/tools, /order/{id}): the web app's server build (web/dist-server, made by `npm run build -w web`,
// which therefore runs first) with React, MUI and Emotion bundled in, as the browser's production build.
await build({
  ...common,
  entryPoints: ['src/pages/index.ts'],
  outfile: 'lib/pages/index.js',
  external: Object.keys(pkg.dependencies),
  define: { 'process.env.NODE_ENV': '"production"' },
});
