import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { helsinkiYear, pathFor, useRouteLanguage, type Language } from '../../i18n/index.ts';
import { PhoneIcon } from '../icons.tsx';
import { WithPhoneLink } from '../phone-link.tsx';
import { menuServices, serviceTarget } from '../service-links.ts';
import { useShellSettings } from '../shell-settings.tsx';
import { StoreBadges } from '../store-badges.tsx';
import { FooterNavigation, type FooterNavigationLink } from './footer-navigation.tsx';
import './footer.css';

const legalLinks = ['priceList', 'feedback', 'termsOfUse', 'privacy', 'accessibility'] as const;

const currentYear = () => String(helsinkiYear(new Date()));

/** One legal link of the footer (H-16). */
function LegalLink({ page, language }: { page: (typeof legalLinks)[number]; language: Language }) {
  const { t } = useTranslation();
  const { links, openFeedback } = useShellSettings();
  if (page === 'feedback' && openFeedback) {
    // NS-50: the spontaneous feedback, open type, in a dialog of the portal.
    return (
      <button
        type="button"
        className="shell-footer__link-button"
        data-replay="feedback"
        onClick={openFeedback}
      >
        {t('footer.legal.feedback')}
      </button>
    );
  }
  if (page === 'accessibility') {
    // The statement is a page of the portal (Act 306/2019), not the main website's.
    return (
      <Link to={pathFor(language, 'accessibilityStatement.main')}>
        {t('footer.legal.accessibility')}
      </Link>
    );
  }
  return <a href={links[page](language)}>{t(`footer.legal.${page}`)}</a>;
}

/** Customer service, the app, the services, legal links and copyright (H-12…H-17, K-13). */
function FooterView() {
  const { t } = useTranslation();
  const { links, cookieSettings } = useShellSettings();
  const language = useRouteLanguage();
  const navigation: FooterNavigationLink[] = menuServices.map((service) => ({
    key: service,
    label: t(`header.serviceMenu.${service}`),
    destination: serviceTarget(service, language, links),
  }));
  return (
    <footer className="shell-footer">
      <div className="shell-container">
        <div className="shell-footer__sections">
          <section
            className="shell-footer__section"
            aria-labelledby="shell-footer-customer-service"
          >
            <h2 id="shell-footer-customer-service" className="shell-footer__heading">
              {t('footer.customerService.heading')}
            </h2>
            <p className="shell-footer__phone">
              <PhoneIcon />
              <span>
                <WithPhoneLink
                  render={(phone) => t('footer.customerService.phoneLine', { phone })}
                />
              </span>
            </p>
            <p className="shell-footer__call-price">{t('footer.customerService.callPrice')}</p>
            <p>
              <a href={links.otherContactInformation(language)}>
                {t('footer.customerService.otherContactInformation')}
              </a>
            </p>
          </section>
          <nav className="shell-footer__section" aria-labelledby="shell-footer-navigation">
            <h2 id="shell-footer-navigation" className="shell-footer__heading">
              {t('footer.navigation.heading')}
            </h2>
            <FooterNavigation links={navigation} />
          </nav>
          <section className="shell-footer__section" aria-labelledby="shell-footer-app">
            <h2 id="shell-footer-app" className="shell-footer__heading">
              {t('footer.appStores.heading')}
            </h2>
            <StoreBadges />
          </section>
        </div>
        <div className="shell-footer__bottom">
          <ul className="shell-footer__legal" aria-label={t('footer.legal.label')}>
            {legalLinks.map((page) => (
              <li key={page}>
                <LegalLink page={page} language={language} />
              </li>
            ))}
            {cookieSettings && (
              // Withdrawing consent is as easy as giving it: the consent dialog again, any page.
              <li>
                <button
                  type="button"
                  className="shell-footer__link-button"
                  data-replay="cookie-settings"
                  onClick={cookieSettings}
                >
                  {t('footer.legal.cookieSettings')}
                </button>
              </li>
            )}
          </ul>
          <p className="shell-footer__copyright">
            {t('footer.copyright', { year: currentYear() })}
          </p>
        </div>
      </div>
    </footer>
  );
}

/** Memoized: the shell re-renders when the maintenance check answers; this part need not. */
export const Footer = memo(FooterView);
