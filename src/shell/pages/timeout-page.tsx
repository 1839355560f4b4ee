import { useTranslation } from 'react-i18next';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import timeoutImage from '../images/timeout.svg';
import { LoginButton } from './login-button.tsx';
import { StatusPage } from './status-page.tsx';

/** "You were logged out": where an idle time-out lands. */
export function TimeoutPage() {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  return (
    <StatusPage
      image={{ src: timeoutImage, alt: '' }}
      title={t('identification.timeout.title')}
      description={t('identification.timeout.description')}
      actions={
        <LoginButton
          returnTo={pathFor(language, 'frontpage.main')}
          label={t('identification.timeout.logInAgain')}
        />
      }
    >
      <p>{t('identification.timeout.description')}</p>
    </StatusPage>
  );
}
