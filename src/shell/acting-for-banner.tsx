import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueParts } from '../i18n/index.ts';
import { Button } from '../ui/index.ts';
import { PeopleIcon } from './icons.tsx';
import type { ActingFor } from './shell-settings.tsx';
import './acting-for-banner.css';

/**
 * Whom the user is acting for, on every page while it is someone else, with one click back to
 * themselves (the NHS App's linked-profiles banner is the model). Never hidden on a phone.
 */
export function ActingForBanner({ actingFor }: { actingFor: ActingFor }) {
  // Its messages are a part of the catalogue a visitor never loads: until they have
  // come, a moment after the sign-in, no banner.
  return (
    <Suspense fallback={null}>
      <Banner actingFor={actingFor} />
    </Suspense>
  );
}

function Banner({ actingFor }: { actingFor: ActingFor }) {
  useCatalogueParts('onBehalfOf');
  const { t } = useTranslation();
  return (
    <section className="shell-acting-for" aria-label={t('onBehalfOf.banner.label')}>
      <div className="shell-container shell-acting-for__inner">
        <p className="shell-acting-for__text">
          <PeopleIcon />
          <strong>
            {actingFor.name === null
              ? t('onBehalfOf.banner.actingForSomeone')
              : t('onBehalfOf.banner.actingFor', { name: actingFor.name })}
          </strong>
        </p>
        <Button
          variant="primaryNegative"
          size="small"
          className="shell-acting-for__back"
          onClick={actingFor.backToSelf}
        >
          {t('onBehalfOf.banner.backToSelf')}
        </Button>
      </div>
    </section>
  );
}
