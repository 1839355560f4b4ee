import { useEffect, useState } from 'react';
import { patientScope } from '../../api/index.ts';
import { chatLockPrefix, chatsOpenInTabs, type ChatLockKey } from './chat-tab-claim.ts';

/**
 * The current patient's chats whose session page is open in some tab of this browser, looked up
 * when shown and whenever the tab becomes visible again.
 */
export function useChatsOpenInTabs(): ChatLockKey[] {
  const scope = patientScope();
  const prefix = chatLockPrefix(scope.subject, scope.patient);
  const [open, setOpen] = useState<{ prefix: string; chats: ChatLockKey[] }>({
    prefix,
    chats: [],
  });
  useEffect(() => {
    let cancelled = false;
    const look = () => {
      void chatsOpenInTabs(prefix).then((chats) => {
        if (!cancelled) {
          setOpen({ prefix, chats });
        }
      });
    };
    look();
    document.addEventListener('visibilitychange', look);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', look);
    };
  }, [prefix]);
  // Never another patient's chats, also for the moment after a switch.
  return open.prefix === prefix ? open.chats : [];
}
