import { describe, expect, it } from 'vitest';
import {
  buildDefaultEnvironment,
  chooseEnvironment,
  environmentOverrideKey,
} from '../../../src/app/config/index.ts';

/** An in-memory sessionStorage for one browser tab. */
function session(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

describe('the ?env= override (R-09, NS-57)', () => {
  it('is stored in sessionStorage under tap.env', () => {
    expect(environmentOverrideKey).toBe('tap.env');
  });

  it.each(['local', 'dev', 'test', 'stg', 'prod'] as const)('accepts %s and keeps it', (name) => {
    const tab = session();
    expect(chooseEnvironment({ search: `?env=${name}`, session: tab, buildDefault: 'test' })).toBe(
      name,
    );
    expect(tab.values.get('tap.env')).toBe(name);
  });

  it('is kept for the rest of the session, on pages without the parameter', () => {
    const tab = session();
    chooseEnvironment({ search: '?env=test&x=1', session: tab, buildDefault: 'test' });
    expect(chooseEnvironment({ search: '', session: tab, buildDefault: 'test' })).toBe('test');
    expect(chooseEnvironment({ search: '?other=1', session: tab, buildDefault: 'test' })).toBe(
      'test',
    );
  });

  it('lets a later valid value replace the kept one', () => {
    const tab = session({ 'tap.env': 'test' });
    expect(chooseEnvironment({ search: '?env=stg', session: tab, buildDefault: 'test' })).toBe(
      'stg',
    );
    expect(tab.values.get('tap.env')).toBe('stg');
  });

  it.each(['PROD', 'production', 'toString', 'constructor', '__proto__', '', 'local '])(
    'ignores the value %j and keeps what was there',
    (value) => {
      const fresh = session();
      expect(
        chooseEnvironment({
          search: `?env=${encodeURIComponent(value)}`,
          session: fresh,
          buildDefault: 'test',
        }),
      ).toBe('test');
      expect(fresh.values.has('tap.env')).toBe(false);

      const kept = session({ 'tap.env': 'dev' });
      expect(
        chooseEnvironment({
          search: `?env=${encodeURIComponent(value)}`,
          session: kept,
          buildDefault: 'test',
        }),
      ).toBe('dev');
      expect(kept.values.get('tap.env')).toBe('dev');
    },
  );

  it('ignores a stored value that is not an environment', () => {
    const tab = session({ 'tap.env': 'evil' });
    expect(chooseEnvironment({ search: '', session: tab, buildDefault: 'stg' })).toBe('stg');
  });

  it('is ignored, with what a test build stored, by a production build', () => {
    const tab = session({ 'tap.env': 'test' });
    expect(chooseEnvironment({ search: '?env=local', session: tab, buildDefault: 'prod' })).toBe(
      'prod',
    );
    expect(chooseEnvironment({ search: '', session: tab, buildDefault: 'prod' })).toBe('prod');
    expect(tab.values.get('tap.env')).toBe('test');
  });

  it('still works where storage is unavailable or throws', () => {
    expect(
      chooseEnvironment({ search: '?env=dev', session: undefined, buildDefault: 'test' }),
    ).toBe('dev');
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(chooseEnvironment({ search: '?env=dev', session: blocked, buildDefault: 'test' })).toBe(
      'dev',
    );
    expect(chooseEnvironment({ search: '', session: blocked, buildDefault: 'test' })).toBe('test');
  });
});

describe('the build default (R-04)', () => {
  it('is VITE_ASIOINTI_ENV when it names an environment', () => {
    expect(buildDefaultEnvironment({ VITE_ASIOINTI_ENV: 'stg', DEV: false })).toBe('stg');
    expect(buildDefaultEnvironment({ VITE_ASIOINTI_ENV: 'test', DEV: true })).toBe('test');
  });

  it('is local in development and prod otherwise', () => {
    expect(buildDefaultEnvironment({ DEV: true })).toBe('local');
    expect(buildDefaultEnvironment({ DEV: false })).toBe('prod');
    expect(buildDefaultEnvironment({ VITE_ASIOINTI_ENV: 'staging', DEV: false })).toBe('prod');
    expect(buildDefaultEnvironment({ DEV: false }, 'www.asiointi.example')).toBe('prod');
  });

  it('is local for a production build served from this machine (npm run serve)', () => {
    expect(buildDefaultEnvironment({ DEV: false }, 'localhost')).toBe('local');
    expect(buildDefaultEnvironment({ DEV: false }, '127.0.0.1')).toBe('local');
    expect(buildDefaultEnvironment({ VITE_ASIOINTI_ENV: 'test', DEV: false }, 'localhost')).toBe(
      'test',
    );
  });
});
