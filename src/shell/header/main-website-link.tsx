import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from '../icons.tsx';
import { useShellSettings } from '../shell-settings.tsx';
import { useRouteLanguage } from '../../i18n/index.ts';

/** Back to the provider's main website (H-06). */
export function MainWebsiteLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { links } = useShellSettings();
  return (
    <a href={links.mainWebsite(useRouteLanguage())} className={className}>
      {t('header.mainWebsite')}
      <ExternalLinkIcon className="shell-external-icon" />
      <span className="visually-hidden">{` (${t('common.externalLink')})`}</span>
    </a>
  );
}
