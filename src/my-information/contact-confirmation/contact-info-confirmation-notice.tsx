import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { mainContentId, useShellSettings } from '../../shell/index.ts';
import { Button, buttonClassName, Notice } from '../../ui/index.ts';
import { ConfirmationDueText } from './confirmation-due-text.tsx';
import type { ContactInfoUpdateRequestFrequency } from './confirmation-rule.ts';
import type { ContactUpdateState } from './contact-update-state.ts';
import { remindsOn } from './reminder-pages.ts';
import { useContactConfirmation } from './use-contact-confirmation.ts';
import './contact-confirmation.css';

export interface ContactInfoConfirmationNoticeProps {
  /** K-11: this environment's frequency. */
  frequency: ContactInfoUpdateRequestFrequency;
  /** Whether this tab already asked (S-30's contact-update state). */
  state: ContactUpdateState;
  now?: () => Date;
}

/**
 * NS-24: the request to a signed-in main user (web) to confirm their contact information,
 * shown above every page but a task under way (remindsOn) once the profile says it is due,
 * until the patient checks it or puts it off for this tab. It never blocks the page: a notice,
 * not a dialog. The shell's layout places it at the top of the main content.
 */
export function ContactInfoConfirmationNotice({
  frequency,
  state,
  now,
}: ContactInfoConfirmationNoticeProps) {
  const { t } = useTranslation();
  const { mode, auth } = useShellSettings();
  const { pathname } = useLocation();
  const language = useRouteLanguage();
  // Read on every render: the session layer clears it when another person signs in.
  const asked = state.asked();
  const [, answered] = useReducer((count: number) => count + 1, 0);
  const relevant =
    mode === 'web' && auth.state.kind === 'LoggedIn' && !asked && remindsOn(pathname);
  const confirmation = useContactConfirmation(frequency, now, relevant);
  if (!relevant || confirmation.kind !== 'Due') {
    return null;
  }
  const answer = () => {
    state.markAsked();
    answered();
  };
  return (
    <section className="contact-confirmation" aria-label={t('myInformation.confirmation.label')}>
      <Notice tone="info">
        <p className="contact-confirmation__text">
          <ConfirmationDueText lastConfirmed={confirmation.lastConfirmed} />
        </p>
        <div className="contact-confirmation__actions">
          <Link
            className={buttonClassName({ variant: 'primary', size: 'small' })}
            to={pathFor(language, 'myInformation.updateContactInformation')}
            onClick={answer}
          >
            {t('myInformation.confirmation.check')}
          </Link>
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              answer();
              // The notice goes away with the button: the main content takes the focus.
              document.getElementById(mainContentId)?.focus();
            }}
          >
            {t('myInformation.confirmation.later')}
          </Button>
        </div>
      </Notice>
    </section>
  );
}
