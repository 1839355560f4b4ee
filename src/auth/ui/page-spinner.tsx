import type { ReactNode } from 'react';
import { Spinner } from '../../ui/index.ts';
import './page-spinner.css';

/** A page that waits for the session: a large spinner, centred, under an optional heading. */
export function PageSpinner({
  label,
  showLabel = false,
  heading,
}: {
  label: string;
  showLabel?: boolean;
  heading?: ReactNode;
}): ReactNode {
  return (
    <div className="auth-page-spinner">
      {heading}
      <Spinner label={label} showLabel={showLabel} size="large" />
    </div>
  );
}
