// The chat service area's pages that need sign-in (NS-47): chat by code, a booked appointment,
// the direct compensation and the live chat session (Q-42…Q-51), one lazily loaded
// chunk apart from the public pages (chat.tsx).
import type { ComponentType } from 'react';
import { RequireAuth, useAuth, useKeepSessionAlive } from '../../../auth/index.ts';
import {
  AppointmentSessionRoute,
  ChatSessionPage,
  CodeLoginPage,
  CodePage,
  DirectCompensationPage,
  DirectCompensationPrincipalEnablingPage,
  DirectCompensationPrincipalSelectionPage,
} from '../../../chat/index.ts';
import { currentEnvironment } from '../../config/index.ts';
import { WithChatSettings } from '../chat-settings.tsx';

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

const SignedInCodePage = signedInPage(CodePage);

/** A visitor who got a code is asked to log in on the code page itself, which they come back to. */
export function ChatCode() {
  const { auth } = useAuth();
  if (auth.kind === 'LoggedOut' && auth.stage !== 'Pending') {
    return <CodeLoginPage />;
  }
  return <SignedInCodePage />;
}
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

// The live chat session (Q-42…Q-51).
export const ChatOnDemandSession = sessionPage('OnDemand');
export const ChatByCodeSession = sessionPage('OnDemandByCode');
