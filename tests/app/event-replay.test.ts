// @vitest-environment jsdom
// The entry's listener for presses on a prerendered page before the app runs it
// (src/app/start/event-replay.ts): kept, shown busy at once, replayed once and in order afterwards.
import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyPresses } from '../../src/app/start/event-replay.ts';

/** A prerendered page's markup: two marked controls and one unmarked, with what each press did. */
function prerenderedPage() {
  const root = document.createElement('div');
  root.innerHTML =
    '<button type="button" data-replay="login"><span>Kirjaudu sisään</span></button>' +
    '<button type="button" data-replay="feedback">Anna palautetta</button>' +
    '<button type="button">Sulje</button>';
  document.body.append(root);
  const [login, feedback, unmarked] = [...root.querySelectorAll('button')] as [
    HTMLButtonElement,
    HTMLButtonElement,
    HTMLButtonElement,
  ];
  const presses: string[] = [];
  /** The app's own handlers, as hydration attaches them: they answer only once it runs. */
  const attachApp = () => {
    for (const button of [login, feedback, unmarked]) {
      button.addEventListener('click', () => presses.push(button.textContent));
    }
  };
  return { root, login, feedback, unmarked, presses, attachApp };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('keepEarlyPresses', () => {
  it('keeps presses on marked controls and replays them once, in order, after the app starts', () => {
    const page = prerenderedPage();
    const early = keepEarlyPresses(document);
    // The app's handlers are attached (hydration) while presses are still kept: they do not
    // answer a kept press twice.
    page.attachApp();
    page.feedback.click();
    page.login.querySelector('span')?.click();
    expect(page.presses).toEqual([]);

    early.replay();
    expect(page.presses).toEqual(['Anna palautetta', 'Kirjaudu sisään']);
    early.replay();
    expect(page.presses).toEqual(['Anna palautetta', 'Kirjaudu sisään']);
    // The listener is gone: a press now reaches the app alone, once.
    page.login.click();
    expect(page.presses).toEqual(['Anna palautetta', 'Kirjaudu sisään', 'Kirjaudu sisään']);
    page.root.remove();
  });

  it('shows a pressed control busy at once, and no longer once replayed', () => {
    const page = prerenderedPage();
    const early = keepEarlyPresses(document);
    page.login.click();
    expect(page.login.getAttribute('aria-busy')).toBe('true');
    expect(page.feedback.hasAttribute('aria-busy')).toBe(false);
    early.replay();
    expect(page.login.hasAttribute('aria-busy')).toBe(false);
  });

  it('replays a control pressed twice (a second tap) once', () => {
    const page = prerenderedPage();
    const early = keepEarlyPresses(document);
    page.login.click();
    page.login.click();
    page.attachApp();
    early.replay();
    expect(page.presses).toEqual(['Kirjaudu sisään']);
  });

  it('ignores controls without the mark', () => {
    const page = prerenderedPage();
    const early = keepEarlyPresses(document);
    page.attachApp();
    page.unmarked.click();
    expect(page.presses).toEqual(['Sulje']);
    expect(page.unmarked.hasAttribute('aria-busy')).toBe(false);
    early.replay();
    expect(page.presses).toEqual(['Sulje']);
  });

  it('replays on the control of the same name when the app rendered the page afresh', () => {
    const page = prerenderedPage();
    const early = keepEarlyPresses(document);
    page.login.click();
    page.root.remove();
    const fresh = prerenderedPage();
    fresh.attachApp();
    early.replay();
    expect(fresh.presses).toEqual(['Kirjaudu sisään']);
  });

  it('gives a kept press to the app to answer itself, busy, and keeps no second tap of it', () => {
    const page = prerenderedPage();
    const early = keepEarlyPresses(document);
    page.login.click();
    page.feedback.click();
    expect(early.take('cookie-settings')).toBeNull();
    expect(early.take('login')).toBe(page.login);
    expect(page.login).toHaveAttribute('aria-busy', 'true');
    expect(early.take('login')).toBeNull();
    page.attachApp();
    // A second tap while the app answers the first is neither kept nor answered again.
    page.login.click();
    early.replay();
    expect(page.presses).toEqual(['Anna palautetta']);
    // Another press of it after the replay is the app's own.
    page.login.click();
    expect(page.presses).toEqual(['Anna palautetta', 'Kirjaudu sisään']);
  });

  it('tells of each press it keeps, by the control’s name, once', () => {
    const page = prerenderedPage();
    const heard: string[] = [];
    const early = keepEarlyPresses(document, (name) => heard.push(name));
    page.login.click();
    page.login.click();
    page.unmarked.click();
    page.feedback.click();
    expect(heard).toEqual(['login', 'feedback']);
    early.replay();
    page.login.click();
    expect(heard).toEqual(['login', 'feedback']);
  });

  it('forgets the presses when the app does not load, and stops keeping them', () => {
    const page = prerenderedPage();
    const early = keepEarlyPresses(document);
    page.login.click();
    early.release();
    expect(page.login.hasAttribute('aria-busy')).toBe(false);
    page.attachApp();
    early.replay();
    expect(page.presses).toEqual([]);
    page.login.click();
    expect(page.presses).toEqual(['Kirjaudu sisään']);
  });
});
