import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The libraries of the first page, grouped by what is updated together. */
const vendorChunks = [
  { name: 'react', packages: ['react', 'react-dom', 'scheduler'] },
  { name: 'router', packages: ['react-router'] },
  { name: 'data', packages: ['@tanstack', 'zod', 'openapi-fetch'] },
  { name: 'i18n', packages: ['i18next', 'react-i18next'] },
  { name: 'sign-in', packages: ['oidc-client-ts', 'jwt-decode'] },
];

export default defineConfig({
  plugins: [react()],
  build: {
    // The manifest lets npm run bench:bundle tell the first page's chunks from the lazy areas'.
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries in chunks of their own: they change far less often than our code, so a
        // release leaves them in the patient's browser cache, and no chunk nears 500 kB.
        codeSplitting: {
          groups: vendorChunks.map(({ name, packages }, index) => ({
            name,
            test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`),
            priority: vendorChunks.length - index,
          })),
        },
      },
    },
  },
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
