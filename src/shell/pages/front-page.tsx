import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName, LinkCard } from '../../ui/index.ts';
import { firstGivenName } from '../header/first-given-name.ts';
import { loginPagePath } from '../login-page-path.ts';
import { usePageTitle } from '../page-title.ts';
import { serviceTarget } from '../service-links.ts';
import { ShellLink } from '../shell-link.tsx';
import { useShellSettings } from '../shell-settings.tsx';
import { useCurrentPath, useRouteLanguage } from '../../i18n/index.ts';
import { frontPageIcons, frontPageServices } from './front-page-services.tsx';
import './front-page.css';

/**
 * The portal's front page: a calm hub leading to each service area; for a signed-in patient,
 * `now` (what they can act on now) comes before the services.
 */
export function FrontPage({ now = null }: { now?: ReactNode }) {
  const { t } = useTranslation();
  const { auth, links } = useShellSettings();
  const language = useRouteLanguage();
  const currentPath = useCurrentPath();
  usePageTitle(t('header.serviceMenu.frontpage'));
  return (
    <div className="shell-front-page">
      <section className="shell-front-page__hero">
        <div className="shell-front-page__intro">
          {auth.state.kind === 'LoggedIn' && (
            <p className="shell-front-page__greeting">
              {t('frontPage.greeting', { name: firstGivenName(auth.state.givenNames) })}
            </p>
          )}
          <h1>{t('frontPage.title')}</h1>
          <p className="shell-front-page__lead">{t('frontPage.intro')}</p>
        </div>
        {auth.state.kind === 'LoggedOut' && (
          <div className="shell-front-page__login">
            <h2 className="shell-front-page__login-title">{t('frontPage.loginPrompt.title')}</h2>
            <p>{t('frontPage.loginPrompt.text')}</p>
            <Link
              to={loginPagePath(language, currentPath)}
              className={buttonClassName({ fullWidth: true })}
            >
              {t('header.logIn')}
            </Link>
          </div>
        )}
      </section>
      {now}
      <section aria-labelledby="shell-front-page-services">
        <h2 id="shell-front-page-services" className="shell-front-page__services-title">
          {t('frontPage.servicesHeading')}
        </h2>
        <ul className="shell-front-page__services">
          {frontPageServices.map((service) => {
            const Icon = frontPageIcons[service];
            return (
              <LinkCard
                key={service}
                icon={<Icon />}
                link={(className) => (
                  <ShellLink
                    destination={serviceTarget(service, language, links)}
                    className={className}
                  >
                    {t(`frontPage.services.${service}.title`)}
                  </ShellLink>
                )}
                description={t(`frontPage.services.${service}.description`)}
              />
            );
          })}
        </ul>
      </section>
    </div>
  );
}
