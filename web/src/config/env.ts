/** The build's configuration, validated once at start: a missing value fails loudly, not later. */
function required(name: string): string {
  const value = (import.meta.env as Record<string, string | undefined>)[name];
  if (!value) throw new Error(`Missing ${name}: set it in web/.env.<mode> (see README, "Deploy").`);
  return value;
}

export const env = {
  useEmulators: import.meta.env.VITE_USE_EMULATORS === 'true',
  firebase: {
    apiKey: required('VITE_FIREBASE_API_KEY'),
    authDomain: required('VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: required('VITE_FIREBASE_PROJECT_ID'),
    storageBucket: required('VITE_FIREBASE_STORAGE_BUCKET'),
    appId: required('VITE_FIREBASE_APP_ID'),
  },
  authEmulatorPort: Number(import.meta.env.VITE_AUTH_EMULATOR_PORT ?? 9099),
  storageEmulatorPort: Number(import.meta.env.VITE_STORAGE_EMULATOR_PORT ?? 9199),
} as const;
