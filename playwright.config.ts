import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests of the production build under its strict CSP (npm run serve: port 4173, with
 * the real local mock stack behind /api/), in Debian's Chromium headless shell (never a downloaded
 * browser). Tests reuse a serve that already runs, except in CI.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two workers, the mock stack and Chromium share two cores: a first page's calls can take more
  // than the default 5 s to answer there. Waiting longer only slows a test that fails anyway.
  expect: { timeout: 10_000 },
  // A whole story (sign in, several pages, axe on each) took 12 s alone here and over 30 s beside
  // the other worker on CI's 2-core box; the ceiling is for a hung test, never a speed check.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: 'http://localhost:4173',
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    // A trace is for a developer reading a failing test, and recording one costs every test,
    // passing or not: traces of the whole suite doubled its wall time, most of it the screencast
    // (Chromium composites and encodes every frame). CI keeps no files, only its output, so there
    // none is recorded; locally a failing test keeps a trace of DOM snapshots, without screencast.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's chromium-headless-shell: Chromium's old headless mode, the build Playwright
          // itself runs headless tests in. Without the full browser's compositor and GPU process a
          // page costs about a third less wall time on a 2-core machine than in /usr/lib/chromium/
          // chromium, and the tests run only headless.
          executablePath: '/usr/lib/chromium/chromium-headless-shell',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-quic',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    // The pages are prerendered for the local environment, so that the browser hydrates them here.
    command: 'VITE_ASIOINTI_ENV=local npx vite build --logLevel warn && npm run serve',
    url: 'http://localhost:4173/',
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
