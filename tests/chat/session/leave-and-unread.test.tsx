// @vitest-environment jsdom
// Q-44…Q-46 in the page: the leave question for the portal's own navigations and the browser's
// prompt, and the unread count with its sound and favicon while the patient looks away.
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { LeaveGuard } from '../../../src/chat/session/leave-guard.tsx';
import { playNotificationSound } from '../../../src/chat/session/notification-sound.ts';
import { useUnreadMessages } from '../../../src/chat/session/use-unread-messages.ts';
import { renderApp } from '../../support/render-app.tsx';

const person = { subject: 's', givenNames: 'Laura', lastName: 'Mäkinen' };

function renderGuard(active: boolean) {
  return renderApp(
    <>
      <LeaveGuard active={active} />
      <Link to="/muualle">Muualle</Link>
    </>,
    { route: '/istunto', person },
  );
}

describe('LeaveGuard', () => {
  it('asks before a navigation of the portal; staying keeps the page, leaving goes', async () => {
    renderGuard(true);
    fireEvent.click(screen.getByRole('link', { name: 'Muualle' }));
    const question = await screen.findByRole('alertdialog', { name: 'Poistutko chatista?' });
    expect(question).toHaveAccessibleDescription(/Chat on vielä käynnissä/);
    fireEvent.click(screen.getByRole('button', { name: 'Jää chattiin' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByTestId('elsewhere')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Muualle' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Poistu chatista' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/muualle');
  });

  it('lets the navigation through without asking when the session is not under way', async () => {
    renderGuard(false);
    fireEvent.click(screen.getByRole('link', { name: 'Muualle' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/muualle');
  });

  it('asks the browser to confirm an unload only while under way', () => {
    const { unmount } = renderGuard(true);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    unmount();
    renderGuard(false);
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});

describe('useUnreadMessages', () => {
  const visibility = vi.spyOn(document, 'visibilityState', 'get');
  const focus = vi.spyOn(document, 'hasFocus');

  afterAll(() => {
    visibility.mockRestore();
    focus.mockRestore();
  });

  afterEach(() => {
    visibility.mockReset();
    focus.mockReset();
    document.head.querySelectorAll('link[rel="icon"]').forEach((link) => {
      link.remove();
    });
  });

  const look = (visible: boolean, focused: boolean) => {
    visibility.mockReturnValue(visible ? 'visible' : 'hidden');
    focus.mockReturnValue(focused);
  };

  it('counts and sounds while hidden or unfocused, badges the favicon, and clears on return', () => {
    const icon = document.createElement('link');
    icon.rel = 'icon';
    icon.href = 'http://localhost/favicon.svg';
    document.head.append(icon);
    const sound = vi.fn();
    const { result } = renderHook(() => useUnreadMessages(sound));

    look(true, true);
    act(() => {
      result.current.onMessage();
    });
    expect(result.current.unread).toBe(0);
    expect(sound).not.toHaveBeenCalled();

    look(false, false);
    act(() => {
      result.current.onMessage();
    });
    look(true, false);
    act(() => {
      result.current.onMessage();
    });
    expect(result.current.unread).toBe(2);
    expect(sound).toHaveBeenCalledTimes(2);
    expect(icon.href).toMatch(/^data:image\/svg\+xml,/);

    look(true, true);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current.unread).toBe(0);
    expect(icon.href).toBe('http://localhost/favicon.svg');
  });

  it('adds a favicon for the badge when the page has none, and removes it again', () => {
    const { result } = renderHook(() => useUnreadMessages(() => undefined));
    look(false, false);
    act(() => {
      result.current.onMessage();
    });
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toMatch(/^data:/);
    look(true, true);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(document.head.querySelector('link[rel="icon"]')).toBeNull();
  });
});

describe('playNotificationSound', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'AudioContext');
  });

  it('does nothing where there is no Web Audio', () => {
    expect(() => {
      playNotificationSound();
    }).not.toThrow();
  });

  it('stays quiet, without an error, when the browser refuses sound (autoplay rules)', async () => {
    const resume = vi.fn(() => Promise.reject(new Error('NotAllowedError')));
    const created = vi.fn();
    Reflect.set(
      window,
      'AudioContext',
      class {
        state = 'suspended';
        currentTime = 0;
        resume = resume;
        createOscillator = created;
      },
    );
    expect(() => {
      playNotificationSound();
    }).not.toThrow();
    await Promise.resolve();
    expect(resume).toHaveBeenCalled();
    expect(created).not.toHaveBeenCalled();
  });
});
