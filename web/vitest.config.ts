import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    env: {
      VITE_FIREBASE_API_KEY: 'test-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'demo-toolshub.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'demo-toolshub',
      VITE_FIREBASE_STORAGE_BUCKET: 'demo-toolshub.appspot.com',
      VITE_FIREBASE_APP_ID: 'test-app',
    },
  },
});
