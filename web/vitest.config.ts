import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { themeSnapshot } from './build/theme-snapshot';

const root = fileURLToPath(new URL('.', import.meta.url));

function webProject(test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration {
  return {
    plugins: [react(), themeSnapshot()],
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
    test: {
      root,
      env: {
        VITE_FIREBASE_API_KEY: 'test-key',
        VITE_FIREBASE_AUTH_DOMAIN: 'demo-toolshub.firebaseapp.com',
        VITE_FIREBASE_PROJECT_ID: 'demo-toolshub',
        VITE_FIREBASE_STORAGE_BUCKET: 'demo-toolshub.appspot.com',
        VITE_FIREBASE_APP_ID: 'test-app',
      },
      ...test,
    },
  };
}

/**
 * Files that start the session's lazy sign-in check (lib/auth-session.tsx): in a VM context on a
 * worker that has run another such file, the check never mounted (the second file's tests waited 5 s
 * for it, whichever file came second), so they run on workers of their own.
 */
const ownWorkerFiles = ['src/lib/__tests__/auth-session*.test.tsx'];

/**
 * Plain-module files that stand in for modules (vi.mock) or set the session's state (the stored
 * session, the early token, the Auth SDK's start): with modules shared between files, one of them
 * read another file's session (firebase-start.test.ts found no stored token). They load their own.
 */
export const ownModuleFiles = [
  'src/app/__tests__/page-data-head-start.test.ts',
  'src/features/catalog/__tests__/place-order.test.ts',
  'src/lib/__tests__/api-client-signing.test.ts',
  'src/lib/__tests__/api-file.test.ts',
  'src/lib/__tests__/firebase-start.test.ts',
  'src/lib/__tests__/session.test.ts',
  'src/lib/__tests__/stored-session.test.ts',
];

/**
 * The web app's unit tests, as four projects: components (`*.test.tsx`) render in happy-dom (the
 * session's own on workers of their own); plain modules (`*.test.ts`, and the build's own plugins,
 * build/) run in node, without a DOM to set up for each file (those that hold the session's state
 * with modules of their own). happy-dom, not jsdom: the same 50
 * files took 107 s of CPU instead of 129 (61 s instead of 73 alone on two cores), all passing.
 */
export const webProjects = [
  webProject({
    name: 'web',
    include: ['src/**/*.test.tsx'],
    exclude: ownWorkerFiles,
    environment: 'happy-dom',
    // Each file in a VM context of its own (modules fresh, as isolation asks) on workers that keep
    // the DOM loaded: with a new worker per file, setting up jsdom took 1.5 s a file (43 files, 113 s
    // for the project alone; 50 s this way). Sharing modules between files (isolate: false) would
    // save a further 27 s of CPU, but the session's modules hold state that then leaks between files.
    pool: 'vmThreads',
    setupFiles: ['./vitest.setup.ts'],
    // A component test that types and waits for the screen can pass 5 s on a 2-core machine busy
    // with the unit suite's other worker and the restart test: a slow test is not a failing one.
    testTimeout: 15_000,
  }),
  webProject({
    name: 'web-own-worker',
    include: ownWorkerFiles,
    environment: 'happy-dom',
    pool: 'forks',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 15_000,
  }),
  webProject({
    name: 'web-node',
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
    exclude: ownModuleFiles,
    environment: 'node',
    // Their modules loaded once a worker, not once a file: importing was nine tenths of their time
    // (28 files: 22.5 s of CPU alone on two cores, 7 s this way).
    isolate: false,
  }),
  webProject({ name: 'web-node-own-modules', include: ownModuleFiles, environment: 'node' }),
];

export default defineConfig({ test: { projects: webProjects } });
