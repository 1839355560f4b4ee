import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './onboarding.css';

export interface OnboardingStepProps {
  /** The step's number, from 1. */
  current: number;
  total: number;
  title: string;
  /** What the step is for, under the heading. */
  intro?: ReactNode;
  children: ReactNode;
  /** Back, abort: the row under the step's content. */
  navigation?: ReactNode;
}

/**
 * One step of an onboarding flow: the step indicator ("Vaihe 1/3") and the title in the page's
 * one `h1`, which takes focus when the step changes within the page (not on the first render:
 * a navigation to the page focuses it already, STYLE.md §7).
 */
export function OnboardingStep({
  current,
  total,
  title,
  intro,
  children,
  navigation,
}: OnboardingStepProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  const stepKey = `${current}/${total}:${title}`;

  useEffect(() => {
    if (shown.current !== null && shown.current !== stepKey) {
      heading.current?.focus();
    }
    shown.current = stepKey;
  }, [stepKey]);

  return (
    <div className="onboarding">
      <ol className="onboarding__progress" aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <li
            key={index}
            className={index < current ? 'onboarding__segment is-reached' : 'onboarding__segment'}
          />
        ))}
      </ol>
      <h1 ref={heading} tabIndex={-1} className="onboarding__title">
        <span className="onboarding__step">{t('onboarding.step', { current, total })}</span>{' '}
        <span>{title}</span>
      </h1>
      {intro !== undefined && <div className="onboarding__intro">{intro}</div>}
      <div className="onboarding__content">{children}</div>
      {navigation !== undefined && <div className="onboarding__navigation">{navigation}</div>}
    </div>
  );
}

/** The frame while a flow loads, fails or leaves: the same width, no step indicator. */
export function OnboardingFrame({ children }: { children: ReactNode }) {
  return <div className="onboarding">{children}</div>;
}
