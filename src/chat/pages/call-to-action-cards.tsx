import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { usePatientTextContext } from '../../patient/index.ts';
import { loginPagePath, useShellSettings } from '../../shell/index.ts';
import { LinkCard } from '../../ui/index.ts';
import { useIsLoggedIn } from '../use-chat-queues.ts';

/**
 * other ways to get care: a chat opened with a code, booking an appointment, and
 * direct compensation with the insurer `if` (K-39). The code and direct compensation need sign-in
 * a visitor's code page asks to log in, and direct compensation goes through the login
 * page; both come back.
 */
export function CallToActionCards() {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const loggedIn = useIsLoggedIn();
  const { links } = useShellSettings();
  const person = usePatientTextContext();
  const signedIn = (path: string) => (loggedIn ? path : loginPagePath(language, path));
  const cards = [
    {
      key: 'code',
      // The code page itself tells a visitor to log in to enter the code, and comes back.
      to: pathFor(language, 'chat.onDemandByCode'),
      title: t('chat.callToAction.code.title'),
      description: t('chat.callToAction.code.description'),
    },
    {
      key: 'directCompensation',
      to: signedIn(
        pathFor(language, 'chat.directCompensationEnabling', { insuranceProvider: 'if' }),
      ),
      title: t('chat.callToAction.directCompensation.title'),
      // Enabled for the current patient: a principal's own insurance pays their visit.
      description: t('chat.callToAction.directCompensation.description', person),
    },
  ] as const;
  return (
    <section className="chat-section" aria-labelledby="chat-cta-title">
      <h2 id="chat-cta-title">{t('chat.callToAction.title')}</h2>
      <ul className="chat-cards chat-cards--actions">
        {cards.map((card) => (
          <LinkCard
            key={card.key}
            link={(className) => (
              <Link className={className} to={card.to}>
                {card.title}
              </Link>
            )}
            description={card.description}
          />
        ))}
        <LinkCard
          link={(className) => (
            <a className={className} href={links.booking(language)}>
              {t('chat.callToAction.booking.title')}
            </a>
          )}
          description={t('chat.callToAction.booking.description')}
        />
      </ul>
    </section>
  );
}
