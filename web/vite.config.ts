import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * reactfire imports every Firebase product (Firestore, Database, Storage, Remote Config...) for
 * hooks we never call; those SDKs register themselves at import time, so the bundler keeps them
 * all. Declaring these packages free of side effects lets unused ones drop out: a product we do
 * use is still included (with its registration) through the export we call.
 */
const sideEffectFreePackages =
  /node_modules\/(reactfire|@firebase\/(firestore|database|storage|remote-config|performance|analytics|functions|app-check)|firebase\/(firestore|database|storage|remote-config|performance|analytics|functions|app-check))\//;

// A suite started with TOOLSHUB_PORT_OFFSET (see emulators/src/ports.ts) moves the emulators the
// browser talks to; the build follows it (process env wins over .env files).
const portOffset = Number(process.env.TOOLSHUB_PORT_OFFSET ?? 0);
if (portOffset) {
  process.env.VITE_AUTH_EMULATOR_PORT = String(9099 + portOffset);
  process.env.VITE_STORAGE_EMULATOR_PORT = String(9199 + portOffset);
}

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !sideEffectFreePackages.test(id) },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${5050 + portOffset}` },
  },
});
