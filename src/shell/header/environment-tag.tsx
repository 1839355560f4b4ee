import { useTranslation } from 'react-i18next';
import { useShellSettings } from '../shell-settings.tsx';

/** Names the environment outside production, so nobody mistakes a test portal for the real one (H-08). */
export function EnvironmentTag() {
  const { t } = useTranslation();
  const { environment } = useShellSettings();
  if (!environment.showTag) {
    return null;
  }
  return (
    <p className="shell-env-tag">
      {t('header.environmentTag', { environment: t(`environment.${environment.name}`) })}
    </p>
  );
}
