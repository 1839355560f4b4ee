// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { currentEnvironment } from '../../../src/app/config/index.ts';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('currentEnvironment', () => {
  it('uses the build default (local under Vitest, a development build) with no override', () => {
    expect(currentEnvironment().name).toBe('local');
  });

  it('follows ?env= in the address and keeps it for the session', () => {
    window.history.replaceState(null, '', '/fi/asiointi/?env=stg');
    expect(currentEnvironment().name).toBe('stg');
    expect(sessionStorage.getItem('tap.env')).toBe('stg');

    window.history.replaceState(null, '', '/fi/asiointi/chat');
    expect(currentEnvironment().name).toBe('stg');
  });

  it('ignores an unknown ?env= value', () => {
    window.history.replaceState(null, '', '/fi/asiointi/?env=hasOwnProperty');
    expect(currentEnvironment().name).toBe('local');
    expect(sessionStorage.getItem('tap.env')).toBeNull();
  });
});
