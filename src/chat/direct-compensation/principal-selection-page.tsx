import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { useActingFor, usePrincipalName, usePrincipalSelection } from '../../patient/index.ts';
import { usePageTitle } from '../../shell/index.ts';
import { Button, buttonClassName } from '../../ui/index.ts';
import { ForAcceptedInsurer } from './direct-compensation-pages.tsx';
import { acceptedInsuranceProvider } from './enabling-rules.ts';
import './direct-compensation.css';

/**
 * the child flow starts with the patient layer's principal-selection modal, opened
 * once on arrival. Its choice is confirmed there ("Asioit henkilön … puolesta"); this page then
 * offers to continue to the enabling step for whom the patient now acts. Continuing is the
 * patient's own step, so the enabling modal never opens over the confirmation.
 */
export function DirectCompensationPrincipalSelectionPage() {
  return (
    <ForAcceptedInsurer>
      <PrincipalSelection />
    </ForAcceptedInsurer>
  );
}

function PrincipalSelection() {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const actingFor = useActingFor();
  const selection = usePrincipalSelection();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);
  const title = t('chat.directCompensation.principalTitle');
  usePageTitle(title);

  const open = () => {
    selection.open();
  };
  useEffect(() => {
    if (opened.current || !selection.canChange) {
      return;
    }
    opened.current = true;
    // The modal gives the focus back here when it and its confirmation close.
    headingRef.current?.focus();
    selection.open();
  }, [selection]);

  const params = { insuranceProvider: acceptedInsuranceProvider };
  const principalName = usePrincipalName();
  return (
    <div className="direct-compensation" data-column="l">
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      <p className="direct-compensation__intro">
        {principalName === null
          ? t('chat.directCompensation.principalSelection.intro')
          : t('chat.directCompensation.principalSelection.chosen', { name: principalName })}
      </p>
      <div className="direct-compensation__actions">
        {actingFor.kind === 'principal' && (
          <Link
            to={pathFor(language, 'chat.directCompensationEnablingPrincipal', params)}
            className={buttonClassName({ variant: 'primary' })}
          >
            {principalName === null
              ? t('chat.directCompensation.principalSelection.continue')
              : t('chat.directCompensation.principalSelection.continueFor', {
                  name: principalName,
                })}
          </Link>
        )}
        {selection.canChange && (
          <Button variant={actingFor.kind === 'principal' ? 'secondary' : 'primary'} onClick={open}>
            {t('chat.directCompensation.principalSelection.choose')}
          </Button>
        )}
      </div>
      {actingFor.kind === 'self' && (
        <p>
          <Link to={pathFor(language, 'chat.directCompensationEnabling', params)}>
            {t('chat.directCompensation.principalSelection.forYourself')}
          </Link>
        </p>
      )}
    </div>
  );
}
