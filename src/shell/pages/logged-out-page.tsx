import { useTranslation } from 'react-i18next';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import loggedOutImage from '../images/logged-out.svg';
import { LoginButton } from './login-button.tsx';
import { StatusPage } from './status-page.tsx';

/** "You logged out": where a sign-out lands (R-26, AMB-33), with a way straight back in. */
export function LoggedOutPage() {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  return (
    <StatusPage
      image={{ src: loggedOutImage, alt: '' }}
      title={t('identification.loggedOut.title')}
      description={t('identification.loggedOut.description')}
      actions={
        <LoginButton
          returnTo={pathFor(language, 'frontpage.main')}
          label={t('identification.loggedOut.logInAgain')}
        />
      }
    >
      <p>{t('identification.loggedOut.description')}</p>
    </StatusPage>
  );
}
