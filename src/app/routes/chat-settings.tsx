// The chat service's pages run inside the environment's chat settings (queue ids, K-39…K-42):
// shared by the public chat area (chat.tsx) and the signed-in one (chat-signed-in.tsx).
import type { ComponentType, ReactNode } from 'react';
import { hostSupportedFeatures } from '../../auth/index.ts';
import { ChatSettingsProvider } from '../../chat/index.ts';
import type { Language } from '../../i18n/index.ts';
import { trackChat } from '../start/analytics-seam.ts';
import { currentEnvironment } from '../config/index.ts';
import { siteLinksOf } from './site-links.ts';

/** K-12: self check-in, from the environment on the web or the native host's features. */
const selfCheckIn = () =>
  currentEnvironment().selfCheckIn || hostSupportedFeatures().includes('selfCheckIn');

/** The visit page on the environment's visits host (one function: the route's effect uses it). */
const visitPage = (language: Language, webCode: string): string =>
  siteLinksOf(currentEnvironment()).visit(language, webCode);

export function WithChatSettings({ children }: { children: ReactNode }) {
  return (
    <ChatSettingsProvider
      settings={{
        queueIds: currentEnvironment().queues,
        selfCheckIn: selfCheckIn(),
        analytics: trackChat,
        visitPage,
      }}
    >
      {children}
    </ChatSettingsProvider>
  );
}

/** A public chat page (NS-47: the front, topic and chat info pages need no sign-in). */
export const publicPage = (Page: ComponentType) =>
  function PublicChatPage() {
    return (
      <WithChatSettings>
        <Page />
      </WithChatSettings>
    );
  };
