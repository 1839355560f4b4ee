import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathFor, useRouteLanguage } from '../i18n/index.ts';
import { useActingFor } from '../patient/index.ts';
import { loginPagePath, useShellSettings } from '../shell/index.ts';
import { LinkCard, RemoteContent, type RemoteContentState } from '../ui/index.ts';
import {
  rememberGoToOccupationalChatList,
  takeGoToOccupationalChatList,
} from './go-to-occupational-chat-list.ts';
import type { OccupationalSectionState } from './occupational-view.ts';
import { useOccupationalSection } from './use-occupational-section.ts';
import './occupational.css';

type Offer = Exclude<OccupationalSectionState, { kind: 'Hidden' | 'Loading' | 'Failure' }>;

function remoteState(state: OccupationalSectionState): RemoteContentState<Offer> {
  switch (state.kind) {
    case 'Hidden':
    case 'Loading':
      return { kind: 'Loading' };
    case 'Failure':
      return { kind: 'Failure' };
    case 'StartSelfTriage':
    case 'Booking':
    case 'ChatList':
      return { kind: 'Success', value: state };
  }
}

export interface OccupationalSectionProps {
  /** Where the `goToOccupationalChatList` flag lives (O-25); the tab's session storage. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** The flag's storage: the one given, else the tab's, read only when used (no window in Node). */
const flagStorage = (storage: OccupationalSectionProps['storage']) =>
  storage ?? window.sessionStorage;

/**
 * The occupational section of the chat front page (O-02…O-04, O-25): for a signed-in patient
 * acting as themselves, the start self-triage link, the booking link or the occupational chat
 * list, as the self-triage service says; nothing while acting for a principal (AMB-28). A visitor
 * gets a link that signs in and then leads to the occupational chat list.
 */
export function OccupationalSection(props: OccupationalSectionProps) {
  const loggedIn = useShellSettings().auth.state.kind === 'LoggedIn';
  // A visitor's section needs none of the calls: its queries are not even made.
  return loggedIn ? <SignedInSection {...props} /> : <VisitorSection {...props} />;
}

function SignedInSection({ storage }: OccupationalSectionProps) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const navigate = useNavigate();
  const headingId = useId();
  const asSelf = useActingFor().kind === 'self';
  const { state, retry } = useOccupationalSection(asSelf, language);
  const chatList = pathFor(language, 'chat.topic', { topicId: 'occupational' });

  useEffect(() => {
    // Read in the effect: the build's prerender renders this section without a window.
    if (takeGoToOccupationalChatList(flagStorage(storage))) {
      void navigate(chatList, { replace: true });
    }
  }, [storage, navigate, chatList]);

  if (state.kind === 'Hidden') {
    return null;
  }
  return (
    <section className="occupational-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('occupational.section.title')}</h2>
      <RemoteContent
        state={remoteState(state)}
        loadingLabel={t('occupational.section.loading')}
        // E-48's `main.occupational.error`, in this area's catalogue.
        failureMessage={t('occupational.errors.loadFailed')}
        retryLabel={t('common.retry')}
        onRetry={retry}
      >
        {(offer) => <OfferCard offer={offer} />}
      </RemoteContent>
    </section>
  );
}

function VisitorSection({ storage }: OccupationalSectionProps) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const headingId = useId();
  return (
    <section className="occupational-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('occupational.section.title')}</h2>
      <OfferLink
        to={loginPagePath(language, pathFor(language, 'chat.main'))}
        title={t('occupational.section.visitor.link')}
        description={t('occupational.section.visitor.description')}
        onFollow={() => {
          rememberGoToOccupationalChatList(flagStorage(storage));
        }}
      />
    </section>
  );
}

function OfferCard({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const { links } = useShellSettings();
  switch (offer.kind) {
    case 'StartSelfTriage':
      return (
        <OfferLink
          to={pathFor(language, 'chat.onDemandPreQuestionnaire', { chatId: offer.chatId })}
          title={t('occupational.section.startSelfTriage.link')}
          description={t('occupational.section.startSelfTriage.description')}
        />
      );
    case 'Booking':
      return (
        <OfferLink
          href={links.booking(language)}
          title={t('occupational.section.booking.link')}
          description={t('occupational.section.booking.description')}
        />
      );
    case 'ChatList':
      return (
        <OfferLink
          to={pathFor(language, 'chat.topic', { topicId: 'occupational' })}
          title={t('occupational.section.chatList.link')}
          description={t('occupational.section.chatList.description')}
        />
      );
  }
}

type OfferLinkProps = { title: string; description: string; onFollow?: () => void } & (
  { to: string; href?: never } | { href: string; to?: never }
);

/** One card whose whole area follows its link: inside the app (`to`) or elsewhere (`href`). */
function OfferLink({ title, description, onFollow, to, href }: OfferLinkProps) {
  return (
    <ul className="occupational-offer">
      <LinkCard
        link={(className) =>
          to === undefined ? (
            <a className={className} href={href} onClick={onFollow}>
              {title}
            </a>
          ) : (
            <Link className={className} to={to} onClick={onFollow}>
              {title}
            </Link>
          )
        }
        description={description}
      />
    </ul>
  );
}
