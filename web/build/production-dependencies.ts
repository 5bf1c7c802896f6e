/**
 * Dependencies whose package exports give a bundler their development build. react-router 7 names
 * only `dist/development` (its production build, the same code with `ENABLE_DEV_WARNINGS` off, is
 * shipped beside it), so its dev warnings, their messages and the checks behind them, rode in every
 * page that routes. A build resolves such a package to its production file, and refuses to finish
 * if a development file still got in (a new import path, a package that moved its files).
 */
import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

const nodeModules = (path: string) => fileURLToPath(new URL(`../../node_modules/${path}`, import.meta.url));

/** The production file of each package that exports its development build alone. */
export const productionBuildAliases: Alias[] = [
  { find: /^react-router$/, replacement: nodeModules('react-router/dist/production/index.mjs') },
];

/** Module ids of development builds that must not be in a production bundle. */
const DEVELOPMENT_BUILD = /node_modules[\\/]react-router[\\/]dist[\\/]development[\\/]/;

/** The development-build modules among a bundle's chunks' modules, by chunk. */
export function developmentModulesIn(chunks: { fileName: string; moduleIds: readonly string[] }[]): string[] {
  return chunks.flatMap((chunk) =>
    chunk.moduleIds.filter((id) => DEVELOPMENT_BUILD.test(id)).map((id) => `${chunk.fileName}: ${id}`),
  );
}

/** Fails the build when a development build of a dependency is in a chunk. */
export function refuseDevelopmentBuilds(): Plugin {
  return {
    name: 'toolshub:refuse-development-builds',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [{ fileName: output.fileName, moduleIds: output.moduleIds }] : [],
      );
      const found = developmentModulesIn(chunks);
      if (found.length) {
        this.error(`A development build is in the bundle (see build/production-dependencies.ts):\n${found.join('\n')}`);
      }
    },
  };
}
