import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { Notice } from '../../ui/index.ts';
import { clearEnablingFlag, interruptedEnabling } from './enabling-flag.ts';
import { acceptedInsuranceProvider } from './enabling-rules.ts';

/**
 * Q-08, NS-46: on the chat front page, the notice that direct-compensation enabling was left
 * unfinished, with a link to start that flow again. Shown once: the flag is cleared on arrival.
 */
export function DirectCompensationInterruptedNotice() {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const [flow] = useState(() => interruptedEnabling(window.sessionStorage));
  useEffect(() => {
    if (flow !== null) {
      clearEnablingFlag(window.sessionStorage);
    }
  }, [flow]);
  if (flow === null) {
    return null;
  }
  const params = { insuranceProvider: acceptedInsuranceProvider };
  const restart =
    flow === 'principal'
      ? pathFor(language, 'chat.directCompensationPrincipalSelection', params)
      : pathFor(language, 'chat.directCompensationEnabling', params);
  return (
    <Notice
      tone="info"
      headingLevel={2}
      title={t('chat.directCompensation.interrupted.title')}
      className="direct-compensation__interrupted"
    >
      <p>{t('chat.directCompensation.interrupted.description')}</p>
      <p>
        <Link to={restart}>{t('chat.directCompensation.interrupted.restart')}</Link>
      </p>
    </Notice>
  );
}
