import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/index.ts';
import { ExternalLinkIcon } from '../icons.tsx';
import blockedImage from '../images/blocked.svg';
import { useShellSettings } from '../shell-settings.tsx';
import { useRouteLanguage } from '../../i18n/index.ts';
import { StatusPage } from './status-page.tsx';

/** Shown instead of any page to a customer denied access (H-21, E-21). */
export function BlockedPage() {
  const { t } = useTranslation();
  const { links } = useShellSettings();
  return (
    <StatusPage
      image={{ src: blockedImage, alt: '' }}
      title={t('blocked.title')}
      actions={
        <ButtonLink
          href={links.otherContactInformation(useRouteLanguage())}
          icon={<ExternalLinkIcon />}
        >
          {t('blocked.link')}
          <span className="visually-hidden">{` (${t('common.externalLink')})`}</span>
        </ButtonLink>
      }
    >
      <p>{t('blocked.description')}</p>
    </StatusPage>
  );
}
