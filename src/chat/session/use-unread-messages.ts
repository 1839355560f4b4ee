import { useCallback, useEffect, useRef, useState } from 'react';
import { playNotificationSound } from './notification-sound.ts';
import { badgeFaviconUrl, isAttentive, unreadAfterMessage } from './unread.ts';

/**
 * counts the specialist's messages while the page is hidden or unfocused, plays the
 * notification sound for each, shows the badge favicon while any are unread, and resets when the
 * patient looks again (visible and focused). Returns the count and the message callback.
 */
export function useUnreadMessages(sound: () => void = playNotificationSound) {
  const [unread, setUnread] = useState(0);
  const soundRef = useRef(sound);
  useEffect(() => {
    soundRef.current = sound;
  });

  useEffect(() => {
    const seen = () => {
      if (isAttentive(document)) {
        setUnread(0);
      }
    };
    document.addEventListener('visibilitychange', seen);
    window.addEventListener('focus', seen);
    return () => {
      document.removeEventListener('visibilitychange', seen);
      window.removeEventListener('focus', seen);
    };
  }, []);

  useEffect(() => {
    if (unread === 0) {
      return undefined;
    }
    const icons = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
    const original = icons.map((icon) => icon.href);
    const badge = badgeFaviconUrl(unread);
    let added: HTMLLinkElement | null = null;
    if (icons.length === 0) {
      added = document.createElement('link');
      added.rel = 'icon';
      document.head.append(added);
      icons.push(added);
    }
    icons.forEach((icon) => {
      icon.href = badge;
    });
    return () => {
      icons.forEach((icon, index) => {
        icon.href = original[index] ?? '';
      });
      added?.remove();
    };
  }, [unread]);

  const onMessage = useCallback(() => {
    const attentive = isAttentive(document);
    if (!attentive) {
      soundRef.current();
    }
    setUnread((count) => unreadAfterMessage(count, attentive));
  }, []);

  return { unread, onMessage };
}
