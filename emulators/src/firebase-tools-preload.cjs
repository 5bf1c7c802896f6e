/**
 * Loaded into firebase-tools' own process by the launcher (`--require` in its NODE_OPTIONS, see
 * suite.ts): the Auth emulator serves the Identity Toolkit API through exegesis, which by default
 * compiles a JSON-schema validator for every request and response of every operation before the
 * emulator answers at all: about 10 s of CPU at each start on a 2-core machine, two thirds of the
 * whole start of Auth and Firestore. exegesis's own `lazyCompileValidationSchemas` compiles each
 * one the first time it is used instead; every request is validated as before. If firebase-tools
 * stops using exegesis-express, this changes nothing (emulators/test checks it still applies).
 *
 * It takes itself off NODE_OPTIONS at once, so that what firebase-tools starts (function workers,
 * the command of `emulators:exec`) does not load it.
 */
'use strict';

const flag = `--require ${JSON.stringify(__filename)}`;
process.env.NODE_OPTIONS = (process.env.NODE_OPTIONS ?? '').replace(flag, '').trim();
if (!process.env.NODE_OPTIONS) delete process.env.NODE_OPTIONS;

try {
  const { createRequire } = process.getBuiltinModule('node:module');
  const fromFirebaseTools = createRequire(createRequire(__filename).resolve('firebase-tools/package.json'));
  const exegesisExpress = fromFirebaseTools('exegesis-express');
  const middleware = exegesisExpress.middleware;
  if (typeof middleware === 'function' && !middleware.lazySchemas) {
    const lazy = (openApiDoc, options, done) =>
      middleware(openApiDoc, { lazyCompileValidationSchemas: true, ...options }, done);
    lazy.lazySchemas = true;
    exegesisExpress.middleware = lazy;
  }
} catch {
  // No exegesis-express where firebase-tools looks for it: the emulator compiles every schema at start, as it always did.
}
