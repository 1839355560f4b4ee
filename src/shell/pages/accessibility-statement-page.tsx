import { useTranslation } from 'react-i18next';
import { useRouteLanguage, type Language } from '../../i18n/index.ts';
import { Button } from '../../ui/index.ts';
import { usePageTitle } from '../page-title.ts';
import { WithPhoneLink } from '../phone-link.tsx';
import { useShellSettings } from '../shell-settings.tsx';
import './accessibility-statement-page.css';

/** The supervisory authority's guidance on reporting, in each language's version of its site. */
export const enforcementSite: Readonly<Record<Language, string>> = {
  fi: 'https://www.saavutettavuusvaatimukset.fi/',
  sv: 'https://www.webbtillganglighet.fi/',
  en: 'https://www.webaccessibility.fi/',
};

type Section = 'status' | 'nonAccessible' | 'assessment' | 'feedback' | 'enforcement';
const headingId = (section: Section) => `accessibility-statement-${section}`;

/**
 * The accessibility statement (Act on the Provision of Digital Services 306/2019): compliance,
 * what is not accessible, how it was assessed, feedback (the portal's own feedback dialog and the
 * customer service phone) and the supervisory authority. Public, in fi, sv and en.
 */
export function AccessibilityStatementPage() {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const { openFeedback, links } = useShellSettings();
  usePageTitle(t('accessibilityStatement.title'), t('accessibilityStatement.intro'));
  return (
    <article className="shell-statement">
      <h1>{t('accessibilityStatement.title')}</h1>
      <p className="shell-statement__intro">{t('accessibilityStatement.intro')}</p>

      <section aria-labelledby={headingId('status')}>
        <h2 id={headingId('status')}>{t('accessibilityStatement.status.title')}</h2>
        <p>{t('accessibilityStatement.status.text')}</p>
      </section>

      <section aria-labelledby={headingId('nonAccessible')}>
        <h2 id={headingId('nonAccessible')}>{t('accessibilityStatement.nonAccessible.title')}</h2>
        <p>{t('accessibilityStatement.nonAccessible.intro')}</p>
        <ul>
          <li>{t('accessibilityStatement.nonAccessible.chat')}</li>
          <li>{t('accessibilityStatement.nonAccessible.survey')}</li>
          <li>{t('accessibilityStatement.nonAccessible.helpGuide')}</li>
        </ul>
      </section>

      <section aria-labelledby={headingId('assessment')}>
        <h2 id={headingId('assessment')}>{t('accessibilityStatement.assessment.title')}</h2>
        <p>{t('accessibilityStatement.assessment.text')}</p>
        <p>{t('accessibilityStatement.assessment.prepared')}</p>
      </section>

      <section aria-labelledby={headingId('feedback')}>
        <h2 id={headingId('feedback')}>{t('accessibilityStatement.feedback.title')}</h2>
        <p>{t('accessibilityStatement.feedback.text')}</p>
        {/* Act 306/2019: the channel the statement offers must be able to reply within 14 days. */}
        <p>
          <WithPhoneLink
            render={(phone) => t('accessibilityStatement.feedback.reply', { phone })}
          />
        </p>
        <p>
          <a href={links.otherContactInformation(language)}>
            {t('accessibilityStatement.feedback.contactForm')}
          </a>
        </p>
        {openFeedback && (
          <>
            <p>{t('accessibilityStatement.feedback.anonymous')}</p>
            <p>
              <Button
                variant="secondary"
                data-replay="accessibility-feedback"
                onClick={openFeedback}
              >
                {t('accessibilityStatement.feedback.button')}
              </Button>
            </p>
          </>
        )}
      </section>

      <section aria-labelledby={headingId('enforcement')}>
        <h2 id={headingId('enforcement')}>{t('accessibilityStatement.enforcement.title')}</h2>
        <p>{t('accessibilityStatement.enforcement.text')}</p>
        <p>
          <a href={enforcementSite[language]}>{t('accessibilityStatement.enforcement.link')}</a>
        </p>
      </section>
    </article>
  );
}
