// @vitest-environment jsdom
// The session as the start makes it (src/app/start/session-start.ts): one per tab, whether an early
// sign-in or the app's start asks first, and a sign-in pressed before the app runs started from it
// once, only on markup the app would hydrate.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Auth from '../../src/auth/index.ts';
import type { AuthController } from '../../src/auth/index.ts';
import { environments } from '../../src/app/config/environments.ts';

const made = vi.hoisted(() => ({
  options: [] as { clearQueryCache: () => void; language: () => string }[],
  logins: [] as (string | undefined)[],
  loginFails: false,
}));

vi.mock('../../src/auth/index.ts', async (original) => ({
  ...(await original<typeof Auth>()),
  createAuth: (options: { clearQueryCache: () => void; language: () => string }) => {
    made.options.push(options);
    return Promise.resolve({
      login: (returnTo?: string) => {
        made.logins.push(returnTo);
        return made.loginFails ? Promise.reject(new Error('provider away')) : Promise.resolve();
      },
    } as unknown as AuthController);
  },
}));

const environment = environments.local;
const loginPage = '/fi/asiointi/tunnistaminen/kirjaudu-sisaan';

/** The login page's markup as the build prerendered it for `prerenderedFor`. */
function loginMarkup(prerenderedFor: string = environment.name) {
  const root = document.createElement('div');
  root.id = 'root';
  root.dataset.prerendered = prerenderedFor;
  root.innerHTML =
    '<button type="button" data-replay="login" data-return-to="/fi/asiointi/omat-tiedot">Kirjaudu sisään</button>';
  document.body.append(root);
  const button = root.querySelector('button');
  if (!button) {
    throw new Error('The markup has no login button.');
  }
  return button;
}

/** The entry's listener of the latest page, taken off after each test (the tests share a document). */
let release: (() => void) | undefined;

/** The modules fresh, as a page loads them: the entry's listener and the session's start. */
async function freshStart() {
  release?.();
  vi.resetModules();
  const replay = await import('../../src/app/start/event-replay.ts');
  const session = await import('../../src/app/start/session-start.ts');
  replay.keepEarlyPressesOf(document);
  release = replay.releaseEarlyPresses;
  return { replay, session };
}

beforeEach(() => {
  made.options = [];
  made.logins = [];
  made.loginFails = false;
  window.history.replaceState({}, '', loginPage);
  // jsdom has none: it would be an outdated browser (outdated-browser.ts).
  vi.stubGlobal('ResizeObserver', function ResizeObserver() {
    return undefined;
  });
});

afterEach(() => {
  release?.();
  release = undefined;
  document.body.replaceChildren();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('tabSession', () => {
  it('makes one session, whoever asks first, and clears the cache the app binds later', async () => {
    const { session } = await freshStart();
    const first = await session.tabSession(environment);
    expect(await session.tabSession(environment)).toBe(first);
    expect(made.options).toHaveLength(1);
    // No query cache before the app binds one: nothing to clear, and nothing fails.
    made.options[0]?.clearQueryCache();
    const clear = vi.fn();
    session.bindQueryCache(clear);
    made.options[0]?.clearQueryCache();
    expect(clear).toHaveBeenCalledOnce();
  });

  it('speaks the language of the page’s address', async () => {
    const { session } = await freshStart();
    window.history.replaceState({}, '', '/sv/e-tjanster/identifiering/logga-in');
    await session.tabSession(environment);
    expect(made.options[0]?.language()).toBe('sv');
  });
});

describe('startKeptSignIn', () => {
  it('starts the sign-in a press kept before the app ran, towards the page’s destination', async () => {
    const { session } = await freshStart();
    const button = loginMarkup();
    button.click();
    expect(await session.startKeptSignIn(environment)).toBe(true);
    expect(made.logins).toEqual(['/fi/asiointi/omat-tiedot']);
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('decides once: the app’s start asking again starts no second sign-in', async () => {
    const { session } = await freshStart();
    loginMarkup().click();
    const fromEntry = session.startKeptSignIn(environment);
    const fromApp = session.startKeptSignIn(environment);
    expect(await fromEntry).toBe(true);
    expect(await fromApp).toBe(true);
    expect(made.logins).toHaveLength(1);
  });

  it('leaves the press to the replay when nothing was pressed when it was asked', async () => {
    const { replay, session } = await freshStart();
    const button = loginMarkup();
    expect(await session.startKeptSignIn(environment)).toBe(false);
    // Pressed later, before the app has hydrated: the replay answers it, not a second decision.
    button.click();
    expect(await session.startKeptSignIn(environment)).toBe(false);
    expect(made.logins).toEqual([]);
    const answered = vi.fn();
    button.addEventListener('click', answered);
    replay.replayEarlyPresses();
    expect(answered).toHaveBeenCalledOnce();
  });

  it('leaves the press to the replay on markup the app renders afresh', async () => {
    for (const [page, prerenderedFor] of [
      [`${loginPage}?returnTo=%2Ffi%2Fasiointi%2Fchat`, environment.name],
      [loginPage, 'prod'],
    ] as const) {
      const { replay, session } = await freshStart();
      window.history.replaceState({}, '', page);
      const button = loginMarkup(prerenderedFor);
      button.click();
      expect(await session.startKeptSignIn(environment), page).toBe(false);
      expect(made.logins).toEqual([]);
      const answered = vi.fn();
      button.addEventListener('click', answered);
      replay.replayEarlyPresses();
      expect(answered).toHaveBeenCalledOnce();
      document.body.replaceChildren();
    }
  });

  it('starts none in an outdated browser, which the app sends to its page instead', async () => {
    const { session } = await freshStart();
    vi.stubGlobal('ResizeObserver', undefined);
    loginMarkup().click();
    expect(await session.startKeptSignIn(environment)).toBe(false);
    expect(made.logins).toEqual([]);
  });

  it('reports a sign-in that cannot start, and still says it started (the session shows why)', async () => {
    const { session } = await freshStart();
    made.loginFails = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loginMarkup().click();
    expect(await session.startKeptSignIn(environment)).toBe(true);
    await vi.waitFor(() => {
      expect(errors).toHaveBeenCalledWith('[shell] Sign-in could not start.', expect.any(Error));
    });
  });
});
