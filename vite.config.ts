import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // The manifest lets npm run bench:bundle tell the first page's chunks from the lazy areas'.
  build: { manifest: true },
  server: {
    port: 5173,
    strictPort: true,
    host: 'localhost',
    // The mock gateway of the local stack (npm start / npm run mock) serves every contract here.
    proxy: { '/api': { target: 'http://localhost:4010' } },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup-dom.ts'],
  },
});
