// The chat service area (issue #10, chat-service.md): its pages, one lazily loaded chunk, each
// inside the environment's chat settings (queue ids, K-39…K-42). Pages that need a person's
// endpoints need sign-in (NS-47); the front, topic and chat info pages are public.
import type { ComponentType, ReactNode } from 'react';
import { RequireAuth, useKeepSessionAlive } from '../../auth/index.ts';
import {
  AppointmentSessionRoute,
  ChatFrontPage,
  ChatLoginRedirect,
  ChatQueuePage,
  ChatSessionPage,
  ChatSettingsProvider,
  CodePage,
  DirectCompensationPage,
  DirectCompensationPrincipalEnablingPage,
  DirectCompensationPrincipalSelectionPage,
  TopicPage,
} from '../../chat/index.ts';
import { shouldAskCustomerEffort, useFeedbackOpener } from '../../feedback/index.ts';
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
// B-13: after the "session ended" modal, the customer-effort question when it is due (60 days).
export const ChatFront = publicPage(function ChatFrontWithOccupational() {
  const feedback = useFeedbackOpener();
  const afterSessionEnded = () => {
    let due = false;
    try {
      due = shouldAskCustomerEffort(window.localStorage, Date.now());
    } catch {
      // Storage blocked: no way to keep the 60 days, so do not ask.
    }
    if (feedback && due) {
      feedback.open('ces', 'chatEnded');
    }
  };
  return (
    <ChatFrontPage
      occupationalSection={<OccupationalSection />}
      afterSessionEnded={afterSessionEnded}
    />
  );
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

/** S-32, AMB-32: the session-keeping marker; chat may not import auth, so it comes from here. */
function SessionKeeper() {
  useKeepSessionAlive();
  return null;
}

const sessionPage = (type: 'OnDemand' | 'OnDemandByCode') =>
  signedInPage(function ChatSession() {
    const { chatWidget, helpGuide } = currentEnvironment();
    return (
      <ChatSessionPage
        type={type}
        widget={chatWidget}
        helpGuideUrl={helpGuide.url}
        sessionKeeper={<SessionKeeper />}
      />
    );
  });

// The live chat session (issue #11, Q-42…Q-51).
export const ChatOnDemandSession = sessionPage('OnDemand');
export const ChatByCodeSession = sessionPage('OnDemandByCode');
