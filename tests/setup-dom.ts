// Vitest setup of every test file: the DOM matchers and cleanup for component tests (files that
// opt in with `// @vitest-environment jsdom`), and the HTTP layer's patient scope reset.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setPatientScope } from '../src/api/current-patient.ts';

// findBy* and waitFor wait up to 5 s, not 1 s: on a busy 2-core machine (the suite beside a
// build or the e2e run) a lazily loaded module can take longer than a second to arrive. Only the
// ceiling of a wait, never a timed assertion: a passing wait returns as soon as it holds. Vitest's
// own vi.waitFor has a fixed 1 s default, so its calls pass `{ timeout: 5_000 }` for the same
// reason.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  if (typeof document !== 'undefined') {
    cleanup();
  }
});

// The files of a worker share one module graph (vite.config.ts: `isolate: false`), so the HTTP
// layer's patient scope (src/api/current-patient.ts) would carry over from whatever the previous
// file signed in or switched to. Each test starts with nobody signed in, as a fresh page does.
beforeEach(() => {
  setPatientScope({ subject: null, patient: 'main' });
});
