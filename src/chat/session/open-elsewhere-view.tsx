import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { usePageTitle } from '../../shell/index.ts';
import { Button, buttonClassName, Notice } from '../../ui/index.ts';
import type { ChatTabClaim } from './chat-tab-claim.ts';

/**
 * The session page of a tab that does not run the patient's chat (chat-tab-claim.ts): this chat
 * is open in another tab, and may be taken over here; or another chat of the patient is.
 */
export function OpenElsewhereView({
  claim,
  takeOver,
}: {
  claim: Extract<ChatTabClaim, { kind: 'Elsewhere' }>;
  takeOver: () => void;
}) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  let [titleKey, textKey] = ['title', 'text'] as [
    'title' | 'movedTitle' | 'otherChatTitle',
    'text' | 'moved' | 'otherChat',
  ];
  if (!claim.sameChat) {
    [titleKey, textKey] = ['otherChatTitle', 'otherChat'];
  } else if (claim.movedAway) {
    [titleKey, textKey] = ['movedTitle', 'moved'];
  }
  const title = t(`chat.session.elsewhere.${titleKey}`);
  const text = t(`chat.session.elsewhere.${textKey}`);
  usePageTitle(title);
  return (
    <div className="chat-page chat-session-elsewhere" data-column="m">
      <h1>{title}</h1>
      <Notice tone="info" role="status">
        <p>{text}</p>
      </Notice>
      <div className="chat-session-failure__actions">
        {claim.sameChat && (
          <Button onClick={takeOver}>{t('chat.session.elsewhere.takeOver')}</Button>
        )}
        <Link
          className={buttonClassName({ variant: claim.sameChat ? 'secondary' : 'primary' })}
          to={pathFor(language, 'chat.main')}
        >
          {t('chat.session.failure.back')}
        </Link>
      </div>
    </div>
  );
}
