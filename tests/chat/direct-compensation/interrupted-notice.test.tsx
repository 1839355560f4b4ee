// @vitest-environment jsdom
// Q-08, NS-46: the chat front page's notice that direct-compensation enabling was left unfinished.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DirectCompensationInterruptedNotice,
  enablingFlagKey,
} from '../../../src/chat/direct-compensation/index.ts';
import { fi } from '../../../src/i18n/messages/fi.ts';
import { renderApp } from '../../support/render-app.tsx';

const texts = fi.chat.directCompensation.interrupted;
const text = texts.none;

function renderFrontPage() {
  return renderApp(<DirectCompensationInterruptedNotice />, { at: '/fi/asiointi/chat' });
}

beforeEach(() => {
  sessionStorage.clear();
});

describe('the interrupted-enabling notice (Q-08, NS-46)', () => {
  it('shows nothing when no enabling was left open', () => {
    const { container } = renderFrontPage();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows once when the flag is there, with a way back to the same flow, and clears it', () => {
    sessionStorage.setItem(enablingFlagKey, 'self');
    const { unmount } = renderFrontPage();
    expect(screen.getByRole('heading', { level: 2, name: text.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.restart })).toHaveAttribute(
      'href',
      '/fi/asiointi/chat/suorakorvaus/if',
    );
    expect(sessionStorage.getItem(enablingFlagKey)).toBeNull();
    unmount();
    // The next visit of the front page has nothing to say.
    const { container } = renderFrontPage();
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['all', texts.all],
    ['some', texts.some],
  ] as const)('words what was saved: %s of the insurances on', (saved, words) => {
    sessionStorage.setItem(enablingFlagKey, `self:${saved}`);
    renderFrontPage();
    expect(screen.getByRole('heading', { level: 2, name: words.title })).toBeInTheDocument();
    expect(screen.getByText(words.description)).toBeInTheDocument();
    expect(screen.queryByText(text.description)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.restart })).toHaveAttribute(
      'href',
      '/fi/asiointi/chat/suorakorvaus/if',
    );
  });

  it('leads back to the child flow when that was interrupted', () => {
    sessionStorage.setItem(enablingFlagKey, 'principal');
    renderFrontPage();
    expect(screen.getByRole('link', { name: text.restart })).toHaveAttribute(
      'href',
      '/fi/asiointi/chat/suorakorvaus/if/lapsi',
    );
  });
});
