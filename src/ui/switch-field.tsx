import { useId, type ReactNode, type Ref } from 'react';

export interface SwitchFieldProps {
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  /** A save is under way: the switch keeps its focus and its place but ignores changes. */
  busy?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * An on/off setting that is saved as soon as it changes: a real checkbox with the switch role,
 * its label and hint, operable with Space.
 */
export function SwitchField({
  ref,
  label,
  hint,
  checked,
  busy = false,
  onChange,
}: SwitchFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="ds-switch">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        role="switch"
        className="ds-switch__input"
        checked={checked}
        aria-busy={busy || undefined}
        aria-describedby={hint === undefined ? undefined : hintId}
        onChange={(event) => {
          if (!busy) {
            onChange(event.target.checked);
          }
        }}
      />
      <div>
        <label htmlFor={id} className="ds-switch__label">
          {label}
        </label>
        {hint !== undefined && (
          <p id={hintId} className="ds-switch__hint">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
