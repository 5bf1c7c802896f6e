/** Set by vite.config.ts (and vitest.config.ts): the year the build ran in. */
declare const __BUILD_YEAR__: number;
