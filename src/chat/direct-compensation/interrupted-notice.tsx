import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { Notice } from '../../ui/index.ts';
import { clearEnablingFlag, interruptedEnabling } from './enabling-flag.ts';
import { acceptedInsuranceProvider } from './enabling-rules.ts';

/**
 * Q-08, NS-46: on the chat front page, the notice that direct-compensation enabling was left
 * unfinished, worded by what was saved (each switch saves at once, so it may be on already), with
 * a link back to that flow. Shown once: the flag is cleared on arrival.
 */
export function DirectCompensationInterruptedNotice() {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const [interrupted] = useState(() => interruptedEnabling(window.sessionStorage));
  useEffect(() => {
    if (interrupted !== null) {
      clearEnablingFlag(window.sessionStorage);
    }
  }, [interrupted]);
  if (interrupted === null) {
    return null;
  }
  const { flow, saved } = interrupted;
  const texts = `chat.directCompensation.interrupted.${saved}` as const;
  const params = { insuranceProvider: acceptedInsuranceProvider };
  const restart =
    flow === 'principal'
      ? pathFor(language, 'chat.directCompensationPrincipalSelection', params)
      : pathFor(language, 'chat.directCompensationEnabling', params);
  return (
    <Notice
      tone="info"
      headingLevel={2}
      title={t(`${texts}.title`)}
      className="direct-compensation__interrupted"
    >
      <p>{t(`${texts}.description`)}</p>
      <p>
        <Link to={restart}>{t(`${texts}.restart`)}</Link>
      </p>
    </Notice>
  );
}
