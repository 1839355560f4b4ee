import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons.tsx';

export type NoticeTone = 'info' | 'warning' | 'error' | 'success';

export interface NoticeProps {
  tone: NoticeTone;
  children: ReactNode;
  title?: ReactNode;
  /** Level of the title heading; default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Read before the content, so the tone does not rest on colour and icon alone ("Varoitus"). */
  toneLabel?: string;
  /** A live role when the notice appears in response to the user; none for static text. */
  role?: 'status' | 'alert';
  className?: string;
}

const toneIcons: Record<NoticeTone, () => ReactNode> = {
  info: () => <InfoIcon className="ds-notice__icon" />,
  warning: () => <WarningIcon className="ds-notice__icon" />,
  error: () => <ErrorIcon className="ds-notice__icon" />,
  success: () => <SuccessIcon className="ds-notice__icon" />,
};

/** An inline message box: info, warning, error or success. */
export function Notice({
  tone,
  children,
  title,
  headingLevel = 3,
  toneLabel,
  role,
  className,
}: NoticeProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={classNames('ds-notice', `ds-notice--${tone}`, className)} role={role}>
      {toneIcons[tone]()}
      <div className="ds-notice__content">
        {title !== undefined && <Heading className="ds-notice__title">{title}</Heading>}
        {toneLabel !== undefined && <span className="visually-hidden">{`${toneLabel}: `}</span>}
        {children}
      </div>
    </div>
  );
}
