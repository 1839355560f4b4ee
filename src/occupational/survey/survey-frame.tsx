import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelfTriageUserDataOutput } from '../../../generated/self-triage/model/selfTriageUserData.zod.ts';
import type { Language } from '../../i18n/index.ts';
import { Spinner, reportError } from '../../ui/index.ts';
import { surveyCredentials } from './survey-credentials.ts';
import { surveyFrameUrlOf, surveyOriginOf, surveySandboxOf } from './survey-frame-rules.ts';
import type { SurveyFailure } from './survey-host.ts';
import { surveyInitOf } from './survey-protocol.ts';
import { useSurveyHost } from './use-survey-host.ts';

/** The environment's symptoms survey (R-30, O-08). */
export interface SurveySettings {
  organisation: string;
  url: string;
}

export interface SurveyFrameProps {
  survey: SurveySettings;
  language: Language;
  userData: Pick<SelfTriageUserDataOutput, 'age' | 'gender' | 'sessionMetadata'>;
  onSuccess: (sessionId: string) => void;
  onClose: () => void;
  onFailure: (failure: SurveyFailure) => void;
}

/**
 * O-06…O-16: the survey in a sandboxed frame on its own origin. Its messages (objects or JSON
 * strings) count only from the frame's window and the survey's origin, parsed by schema, one at a
 * time; `Init` goes to that origin only, once: when the frame has loaded or on its first `Ready`, whichever comes first. Proposal (O-14, NS-41): `Navigation` changes nothing on the host page: the survey
 * moves its own focus between its steps, and the browser's back button leaves the survey.
 */
export function SurveyFrame({
  survey,
  language,
  userData,
  onSuccess,
  onClose,
  onFailure,
}: SurveyFrameProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [started, setStarted] = useState(false);
  const origin = surveyOriginOf(survey.url);
  const host = useSurveyHost(frame, origin, {
    sendInit: async () => {
      const credentials = await surveyCredentials(window.location.origin);
      const target = frame.current?.contentWindow;
      if (!target) {
        throw new Error('The survey frame is gone');
      }
      const config = { ...credentials, organisation: survey.organisation, language };
      target.postMessage(surveyInitOf(userData, config), origin);
    },
    started: () => {
      setStarted(true);
    },
    resize: (height) => {
      if (frame.current) {
        frame.current.style.height = `${String(Math.ceil(height))}px`;
      }
    },
    scrollToTop: () => {
      window.scrollTo({ top: 0 });
    },
    navigation: () => undefined,
    close: onClose,
    succeed: onSuccess,
    fail: onFailure,
    log: (line) => {
      reportError(line, undefined, 'warning');
    },
  });
  return (
    <div className="survey-frame">
      {!started && <Spinner label={t('occupational.selfTriage.survey.loading')} showLabel />}
      <iframe
        ref={frame}
        className="survey-frame__frame"
        title={t('occupational.selfTriage.survey.frameTitle')}
        src={surveyFrameUrlOf(survey, language)}
        sandbox={surveySandboxOf(survey.url, window.location.origin)}
        referrerPolicy="origin"
        onLoad={() => host.current?.frameLoaded()}
        onError={() => host.current?.frameError()}
      />
    </div>
  );
}
