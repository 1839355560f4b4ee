import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { ChatQueueOutput } from '../../../generated/chat-v4/model/chatQueue.zod.ts';
import { patientScope } from '../../api/index.ts';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { useCurrentPatient } from '../../patient/index.ts';
import { usePageTitle } from '../../shell/index.ts';
import { Button, Spinner } from '../../ui/index.ts';
import { isPaidByTheUser } from '../chat-model.ts';
import type { ChatType } from '../chat-start.ts';
// The stored code alone, not code/index.ts: that brings the code page and its chat details.
import { rememberedChatCode } from '../code/remembered-code.ts';
import { selfTriageIdOf } from '../self-triage-id.ts';
import { useChatQueue } from '../use-chat-queues.ts';
import { chatLockPrefix, useChatTabClaim } from './chat-tab-claim.ts';
import { endedChatState } from './ended-chat.ts';
import { HelpGuideDialog } from './help-guide-dialog.tsx';
import { LeaveGuard } from './leave-guard.tsx';
import { OpenElsewhereView } from './open-elsewhere-view.tsx';
import { SessionFailureView } from './session-failure-view.tsx';
import { isExplicitChatStart } from './session-start.ts';
import { isStartFailure, isUnderWay, type SessionState } from './session-state.ts';
import { titleWithUnread } from './unread.ts';
import { useChatSession } from './use-chat-session.ts';
import { useUnreadMessages } from './use-unread-messages.ts';
import type { ChatWidgetConfig } from './widget-adapter.ts';
import './chat-session.css';

export interface ChatSessionPageProps {
  type: ChatType;
  widget: ChatWidgetConfig;
  /** the help guide's address (`?lang=` is added). */
  helpGuideUrl: string;
  /** S-32: the session-keeping marker, rendered while the session is open (from the app). */
  sessionKeeper?: ReactNode;
}

/**
 * The live chat session page (`queue/:chatId/reception`, `code/:chatId/reception`; Q-42…Q-51):
 * the chat full screen with the help guide and the widget. It starts only from an explicit start
 * (session-start.ts): a bare link shows the queue page (a code chat's: the code page). A chat
 * opened by code needs the code its code page kept (NS-52), else it goes back to the code page.
 */
export function ChatSessionPage(props: ChatSessionPageProps) {
  const language = useRouteLanguage();
  const chatId = Number(useParams().chatId);
  const [search] = useSearchParams();
  const [chatCode] = useState(() =>
    props.type === 'OnDemandByCode' ? rememberedChatCode(chatId) : null,
  );
  const started = isExplicitChatStart(useLocation().state);
  if (props.type === 'OnDemandByCode' && (chatCode === null || !started)) {
    return <Navigate to={pathFor(language, 'chat.onDemandByCode')} replace />;
  }
  if (!started) {
    return <Navigate to={pathFor(language, 'chat.onDemand', { chatId })} replace />;
  }
  return (
    <PatientBoundSession
      {...props}
      chatId={chatId}
      chatCode={chatCode}
      selfTriage={selfTriageIdOf(search)}
    />
  );
}

/** The patient a session is for, as one comparable value. */
function patientKeyOf(selection: ReturnType<typeof useCurrentPatient>): string {
  return selection.type === 'principal' ? `principal:${selection.id}` : selection.type;
}

/**
 * A session belongs to the patient it started for: when the user turns to acting for someone
 * else, the page leaves for the chat front page, and leaving closes the chat by force.
 */
function PatientBoundSession(
  props: ChatSessionPageProps & {
    chatId: number;
    chatCode: string | null;
    selfTriage: string | null;
  },
) {
  const language = useRouteLanguage();
  const patient = patientKeyOf(useCurrentPatient());
  const [startedFor] = useState(patient);
  const { selfTriage, ...rest } = props;
  if (patient !== startedFor) {
    return <Navigate to={pathFor(language, 'chat.main')} replace />;
  }
  return <ClaimedSession {...rest} selfTriageId={selfTriage} />;
}

/** The session runs in one tab of the patient's at a time (chat-tab-claim.ts). */
function ClaimedSession(
  props: ChatSessionPageProps & {
    chatId: number;
    chatCode: string | null;
    selfTriageId: string | null;
  },
) {
  const { t } = useTranslation();
  const [prefix] = useState(() => {
    const scope = patientScope();
    return chatLockPrefix(scope.subject, scope.patient);
  });
  const handedOver = useRef(false);
  const { claim, takeOver } = useChatTabClaim(
    prefix,
    { chatId: props.chatId, byCode: props.type === 'OnDemandByCode' },
    () => {
      handedOver.current = true;
    },
  );
  if (claim.kind === 'Checking') {
    return <Spinner label={t('chat.session.loading')} showLabel />;
  }
  if (claim.kind === 'Elsewhere') {
    return (
      <OpenElsewhereView
        claim={claim}
        takeOver={() => {
          handedOver.current = false;
          takeOver();
        }}
      />
    );
  }
  return <SessionLoader {...props} handedOver={() => handedOver.current} />;
}

function SessionLoader(
  props: ChatSessionPageProps & {
    chatId: number;
    chatCode: string | null;
    selfTriageId: string | null;
    handedOver: () => boolean;
  },
) {
  const { t } = useTranslation();
  const queue = useChatQueue(props.chatId);
  const [attempt, setAttempt] = useState(0);
  if (queue.data) {
    // A retry starts a new session: fresh metadata, a new widget.
    return (
      <Session
        key={attempt}
        {...props}
        chat={queue.data}
        retry={() => {
          setAttempt((count) => count + 1);
        }}
      />
    );
  }
  if (queue.isPending) {
    return <Spinner label={t('chat.session.loading')} showLabel />;
  }
  return (
    <SessionFailureView
      title={t('chat.title')}
      starting
      retry={() => {
        void queue.refetch();
      }}
    />
  );
}

function statusText(state: SessionState, t: ReturnType<typeof useTranslation>['t']): string {
  switch (state.kind) {
    case 'InQueue':
      return state.position === null
        ? t('chat.session.status.inQueue')
        : t('chat.session.status.inQueuePosition', { position: state.position });
    case 'InChat':
      return t('chat.session.status.inChat');
    case 'Loading':
    case 'Closed':
    case 'Failed':
      return t('chat.session.status.loading');
  }
}

function Session({
  chat,
  type,
  chatCode,
  selfTriageId,
  widget,
  helpGuideUrl,
  sessionKeeper,
  handedOver,
  retry,
}: ChatSessionPageProps & {
  chat: ChatQueueOutput;
  chatCode: string | null;
  selfTriageId: string | null;
  handedOver: () => boolean;
  retry: () => void;
}) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const { unread, onMessage } = useUnreadMessages();
  const { state, container } = useChatSession({
    chat,
    type,
    chatCode,
    selfTriageId,
    widget,
    onMessage,
    handedOver,
  });
  usePageTitle(titleWithUnread(chat.name, unread));

  // on close to the front page, with the chat when the specialist had joined.
  const closed = state.kind === 'Closed' ? state : null;
  useEffect(() => {
    if (!closed) {
      return;
    }
    const ended = closed.hadAudience
      ? endedChatState({
          id: chat.id,
          name: chat.name,
          paidByTheUser: isPaidByTheUser(chat.category),
        })
      : null;
    void navigate(pathFor(language, 'chat.main'), { replace: true, state: ended });
  }, [closed, chat.id, chat.name, chat.category, language, navigate]);

  const underWay = isUnderWay(state);
  if (state.kind === 'Failed') {
    return (
      <SessionFailureView
        title={chat.name}
        starting={isStartFailure(state.failure)}
        retry={retry}
      />
    );
  }
  return (
    <div className="chat-session">
      {(underWay || state.kind === 'Loading') && sessionKeeper}
      <LeaveGuard active={underWay} />
      <div className="chat-session__bar">
        <div className="chat-session__heading">
          <h1 className="chat-session__title">{chat.name}</h1>
          <p className="chat-session__status" role="status">
            {statusText(state, t)}
          </p>
        </div>
        <Button
          variant="secondary"
          size="small"
          aria-haspopup="dialog"
          onClick={() => {
            setHelpOpen(true);
          }}
        >
          {t('chat.session.help.open')}
        </Button>
      </div>
      <div className="chat-session__widget">
        {state.kind === 'Loading' && <Spinner label={t('chat.session.loading')} showLabel />}
        <div ref={container} id="ninchat-session" className="chat-session__frame-host" />
      </div>
      <HelpGuideDialog
        open={helpOpen}
        onClose={() => {
          setHelpOpen(false);
        }}
        url={helpGuideUrl}
        language={language}
      />
    </div>
  );
}
