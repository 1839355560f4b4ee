import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ChatQueueOutput } from '../../generated/chat-v4/model/chatQueue.zod.ts';
import { useRouteLanguage } from '../i18n/index.ts';
import { selectChildForParameter, useActingFor, usePrincipalSelection } from '../patient/index.ts';
import { loginPagePath } from '../shell/index.ts';
import { Button } from '../ui/index.ts';
import { useChatSettings } from './chat-settings.tsx';
// The mark alone, not session/index.ts: that brings the session page, which reaches this button
// again through the code page.
import { explicitChatStart } from './session/session-start.ts';
import { startActionOf, startKindOf, startLabelOf, type ChatType } from './chat-start.ts';
import { useIsLoggedIn } from './use-chat-queues.ts';

/** Q-36…Q-40: the chat's start button, disabled while the queue is closed. */
export function StartButton({ chat, type }: { chat: ChatQueueOutput; type: ChatType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const language = useRouteLanguage();
  const loggedIn = useIsLoggedIn();
  const { queueIds } = useChatSettings();
  const actingFor = useActingFor();
  const { canChange } = usePrincipalSelection();
  const hintId = useId();
  const action = startActionOf({
    chat,
    type,
    loggedIn,
    language,
    childChatTopic: queueIds.childChatTopic,
    choosesPrincipalFirst: canChange && actingFor.kind === 'self',
  });
  const label = startLabelOf(startKindOf(chat, queueIds), loggedIn);

  const start = () => {
    switch (action.kind) {
      case 'Disabled':
        return;
      case 'Login':
        void navigate(loginPagePath(language, action.returnTo));
        return;
      case 'SelectPrincipal': {
        // P-14: the patient layer opens the selection for this chat and takes the parameter off
        // again, so the request replaces this entry rather than adding one to go Back through.
        const search = new URLSearchParams(location.search);
        search.set(selectChildForParameter, String(action.chatId));
        void navigate({ search: `?${search.toString()}`, hash: location.hash }, { replace: true });
        return;
      }
      case 'Session':
        void navigate(action.path, { state: explicitChatStart });
        return;
      case 'PreQuestionnaire':
        void navigate(action.path);
        return;
    }
  };

  const hints: Partial<Record<typeof action.kind, string>> = {
    Disabled: t('chat.start.closedHint'),
    SelectPrincipal: t('chat.start.childHint'),
  };
  const hint = hints[action.kind] ?? null;
  return (
    <div className="chat-start">
      <Button
        disabled={action.kind === 'Disabled'}
        aria-describedby={hint === null ? undefined : hintId}
        onClick={start}
      >
        {t(`chat.start.${label}`)}
      </Button>
      {hint !== null && (
        <p id={hintId} className="chat-start__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
