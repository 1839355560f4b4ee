import { useEffect, useId, useRef, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shell/index.ts';
import { Button, TextField } from '../../ui/index.ts';
import { ChatDetail } from '../chat-detail.tsx';
import { LoginRequiredNotice } from '../login-prompt.tsx';
import { rememberChatCode } from './remembered-code.ts';
import { codeMaxLength, useCodeCheck } from './use-code-check.ts';
import './code-page.css';

/**
 * The code page (Q-24…Q-28, C-09): one code field and a check button; the chat the code opens
 * is shown under them. Logged-in only (Q-05: the route is behind sign-in).
 */
export function CodePage() {
  const { t } = useTranslation();
  const title = t('chat.code.title');
  usePageTitle(title);
  const form = useCodeCheck();
  const fieldRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const fieldId = useId();
  const { entry, found } = form;

  const foundChat = found?.chat.id;
  const foundCode = found?.code;
  useEffect(() => {
    if (foundChat !== undefined && foundCode !== undefined) {
      // NS-52: the session page of the code chat sends this code as `chatCode`.
      rememberChatCode(foundChat, foundCode);
      resultRef.current?.focus();
    }
  }, [foundChat, foundCode]);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!form.submit()) {
      fieldRef.current?.focus();
    }
  };

  return (
    <div className="chat-code" data-column="l">
      <h1>{title}</h1>
      <p className="chat-code__intro">{t('chat.code.intro')}</p>
      <form className="chat-code__form" noValidate onSubmit={onSubmit}>
        <TextField
          ref={fieldRef}
          id={`chat-code-${fieldId}`}
          name="code"
          label={t('chat.code.field.label')}
          hint={t('chat.code.field.hint')}
          error={
            entry.kind === 'Invalid' ? (
              <span role="alert">{t(`chat.${entry.message}`)}</span>
            ) : undefined
          }
          value={form.value}
          maxLength={codeMaxLength}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-required
          onChange={(event) => {
            form.edit(event.target.value);
          }}
          onBlur={form.blur}
        />
        <Button type="submit" variant="primary" loading={form.checking}>
          {t('chat.code.check')}
        </Button>
      </form>
      {found !== null && (
        <section className="chat-code__result" aria-labelledby={`${fieldId}-result`}>
          <p className="chat-code__found">{t('chat.code.result')}</p>
          <h2 id={`${fieldId}-result`} ref={resultRef} tabIndex={-1}>
            {found.chat.name}
          </h2>
          {/* NS-52: a chat found by a code is of type OnDemandByCode; its start opens its session. */}
          <ChatDetail chat={found.chat} type="OnDemandByCode" />
        </section>
      )}
    </div>
  );
}

/**
 * The code page of a visitor: what the page is for and a login that comes back to it, so
 * the patient who got a code knows to sign in before typing it.
 */
export function CodeLoginPage() {
  const { t } = useTranslation();
  const title = t('chat.code.title');
  usePageTitle(title);
  return (
    <div className="chat-code" data-column="l">
      <h1>{title}</h1>
      <p className="chat-code__intro">{t('chat.code.intro')}</p>
      <LoginRequiredNotice title={t('chat.code.login.title')} text={t('chat.code.login.text')} />
    </div>
  );
}
