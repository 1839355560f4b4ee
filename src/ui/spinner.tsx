import { classNames } from './class-names.ts';

export interface SpinnerProps {
  /** What is in progress, e.g. "Ladataan". Read by screen readers; shown when `showLabel`. */
  label: string;
  showLabel?: boolean;
  size?: 'small' | 'medium' | 'large';
  /** A line under the label in the same live region, announced when it comes (slow loading). */
  note?: string | undefined;
}

/** A loading indicator announced as a status. It does not move with reduced motion. */
export function Spinner({ label, showLabel = false, size = 'medium', note }: SpinnerProps) {
  return (
    <span role="status" className={classNames('ds-spinner', `ds-spinner--${size}`)}>
      <SpinnerRing />
      <span className={showLabel ? 'ds-spinner__label--visible' : 'visually-hidden'}>{label}</span>
      {note !== undefined && <span className="ds-spinner__note">{note}</span>}
    </span>
  );
}

/** The decorative ring alone, for places that carry their own accessible name (a button). */
export function SpinnerRing() {
  return <span className="ds-spinner__ring" aria-hidden="true" />;
}
