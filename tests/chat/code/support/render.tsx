// Renders a chat screen as signed-in Laura acting for herself (or as a visitor), inside the chat
// settings of the local environment (queue ids of K-42).
import type { ReactNode } from 'react';
import { ChatSettingsProvider } from '../../../../src/chat/chat-settings.tsx';
import type { Language } from '../../../../src/i18n/index.ts';
import { renderApp } from '../../../support/render-app.tsx';
import { subjects } from '../../../support/test-token.ts';

export interface RenderOptions {
  language?: Language;
  /** The router path of `screen`, with parameters (`/fi/asiointi/chat/ajanvaraus/:identifier/…`). */
  route?: string;
  /** Where the router starts; `route` by default. */
  at?: string;
  state?: unknown;
  /** The chat settings' self check-in (K-12); off by default. */
  selfCheckIn?: boolean;
  /** Laura signed in (the default), or a visitor. */
  signedIn?: boolean;
  /** Laura acting for this principal from the start, not for herself. */
  principalId?: string;
}

const localQueueIds = {
  serviceRequest: 2948,
  callRequest: 2950,
  insuranceDefaultQueue: 2,
  childChatTopic: 12,
};

export function renderChat(screen: ReactNode, options: RenderOptions = {}) {
  const { selfCheckIn = false, signedIn = true, ...rest } = options;
  return renderApp(screen, {
    ...rest,
    person: signedIn
      ? { subject: subjects.mainUser, givenNames: 'Laura Helena', lastName: 'Mäkinen' }
      : null,
    wrap: (children) => (
      <ChatSettingsProvider settings={{ queueIds: localQueueIds, selfCheckIn }}>
        {children}
      </ChatSettingsProvider>
    ),
  });
}
