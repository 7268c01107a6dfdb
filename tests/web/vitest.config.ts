import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Web layer: React components in jsdom against the real emulators (demo-carcajada).
 * The app reads its Firebase settings from import.meta.env, filled here from the standard
 * emulator variables that `firebase emulators:exec` sets (defaults: the dev stack's ports).
 */
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const functionsHost = process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['**/*.test.tsx', '**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./support/setup.ts'],
    globalSetup: ['../support/seed-global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    env: {
      VITE_USE_EMULATORS: 'true',
      VITE_FIREBASE_PROJECT_ID: 'demo-carcajada',
      VITE_FIRESTORE_EMULATOR_HOST: firestoreHost,
      VITE_AUTH_EMULATOR_HOST: authHost,
      VITE_FUNCTIONS_EMULATOR_HOST: functionsHost,
      VITE_WHATSAPP_NUMBER: '573001112233',
    },
  },
});
