// The chat service area (issue #10, chat-service.md): its pages, one lazily loaded chunk, each
// inside the environment's chat settings (queue ids, K-39…K-42). Pages that need a person's
// endpoints need sign-in (NS-47); the front, topic and chat info pages are public.
import type { ComponentType, ReactNode } from 'react';
import { RequireAuth } from '../../auth/index.ts';
import {
  AppointmentSessionRoute,
  ChatFrontPage,
  ChatLoginRedirect,
  ChatQueuePage,
  ChatSettingsProvider,
  CodePage,
  DirectCompensationPage,
  DirectCompensationPrincipalEnablingPage,
  DirectCompensationPrincipalSelectionPage,
  TopicPage,
} from '../../chat/index.ts';
import { OccupationalSection } from '../../occupational/index.ts';
import { currentEnvironment } from '../config/index.ts';

function WithChatSettings({ children }: { children: ReactNode }) {
  return (
    <ChatSettingsProvider settings={{ queueIds: currentEnvironment().queues }}>
      {children}
    </ChatSettingsProvider>
  );
}

const publicPage = (Page: ComponentType) =>
  function PublicChatPage() {
    return (
      <WithChatSettings>
        <Page />
      </WithChatSettings>
    );
  };

const signedInPage = (Page: ComponentType) =>
  function SignedInChatPage() {
    return (
      <RequireAuth>
        <WithChatSettings>
          <Page />
        </WithChatSettings>
      </RequireAuth>
    );
  };

// The occupational area's section sits on the chat front page; chat may not import it.
export const ChatFront = publicPage(function ChatFrontWithOccupational() {
  return <ChatFrontPage occupationalSection={<OccupationalSection />} />;
});
export const ChatTopic = publicPage(TopicPage);
export const ChatQueue = publicPage(ChatQueuePage);
export const ChatLogin = publicPage(ChatLoginRedirect);
export const ChatCode = signedInPage(CodePage);
export const ChatAppointment = signedInPage(AppointmentSessionRoute);
export const ChatDirectCompensation = signedInPage(DirectCompensationPage);
export const ChatDirectCompensationChild = signedInPage(DirectCompensationPrincipalSelectionPage);
export const ChatDirectCompensationChildEnabling = signedInPage(
  DirectCompensationPrincipalEnablingPage,
);
