// Vitest setup for component tests (files that opt in with `// @vitest-environment jsdom`).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait up to 5 s, not 1 s: on a busy 2-core machine (the suite beside a
// build or the e2e run) a lazily loaded module can take longer than a second to arrive. Only the
// ceiling of a wait, never a timed assertion: a passing wait returns as soon as it holds.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  if (typeof document !== 'undefined') {
    cleanup();
  }
});
