// The bundle floor of npm run bench: the portal's stack with a one-heading app, built by
// scripts/bench/floor.ts into a temporary directory (never into dist/).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  build: {
    // The manifest tells the first page's chunks apart, as for the portal's build.
    manifest: true,
    emptyOutDir: true,
    // The whole stack is one chunk of about 450 kB here, on purpose.
    chunkSizeWarningLimit: 700,
  },
});
