/** Made by the build (build/theme-snapshot.ts): what app/theme.ts adds to MUI's light theme. */
declare module 'virtual:theme-snapshot' {
  import type { ThemeSnapshot } from '../build/theme-snapshot';

  const snapshot: ThemeSnapshot;
  export default snapshot;
}
