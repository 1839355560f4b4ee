import { useRef, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { classNames } from './class-names.ts';
import { ErrorIcon } from './icons.tsx';
import { useCharacterCount } from './use-character-count.ts';
import { useMergedRef } from './use-merged-ref.ts';

/** A field needs an `id` or a `name`; the missing one is derived from the other (same value). */
export type FieldIdentity = { id: string; name?: string } | { id?: string; name: string };

interface TextFieldOwnProps {
  /** The visible `<label>`. */
  label: ReactNode;
  /** Help shown under the label, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** The validation message; sets `aria-invalid` and is linked with `aria-describedby`. */
  error?: ReactNode;
  /** Shows a `current/limit` counter, announced politely. It does not cut the text. */
  counterLimit?: number;
  /** Screen-reader text of the counter, e.g. `(n, max) => \`${n}/${max} merkkiä\``. */
  counterLabel?: (current: number, limit: number) => string;
}

type SingleLine = Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'name' | 'children'> & {
  multiline?: false;
  ref?: Ref<HTMLInputElement>;
};

type MultiLine = Omit<ComponentPropsWithoutRef<'textarea'>, 'id' | 'name' | 'children'> & {
  multiline: true;
  ref?: Ref<HTMLTextAreaElement>;
};

export type TextFieldProps = TextFieldOwnProps & FieldIdentity & (SingleLine | MultiLine);

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * A labelled text input, or a textarea with `multiline`. Accepts react-hook-form's `register()`
 * spread (ref as a prop).
 */
export function TextField(props: TextFieldProps) {
  const {
    label,
    hint,
    error,
    counterLimit,
    counterLabel,
    className,
    id: givenId,
    name: givenName,
    ref: forwardedRef,
    multiline,
    ...attributes
  } = props;
  const id = givenId ?? givenName;
  const name = givenName ?? givenId;
  if (id === undefined || name === undefined) {
    throw new Error('TextField needs an id or a name.');
  }
  const controlRef = useRef<TextControl>(null);
  const count = useCharacterCount(controlRef, props.value);
  // The ref's element type matches the element rendered for `multiline`.
  const setRefs = useMergedRef(controlRef, forwardedRef as Ref<TextControl> | undefined);

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const invalid = error !== undefined && error !== null && error !== false;
  const describedBy = classNames(
    hint !== undefined && hintId,
    invalid && errorId,
    counterLimit !== undefined && counterId,
    props['aria-describedby'],
  );
  const own = {
    id,
    name,
    className: 'ds-field__control',
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
  };

  return (
    <div className={classNames('ds-field', invalid && 'ds-field--invalid', className)}>
      <label className="ds-field__label" htmlFor={id}>
        {label}
      </label>
      {hint !== undefined && (
        <p id={hintId} className="ds-field__hint">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={errorId} className="ds-field__error">
          <ErrorIcon />
          <span>{error}</span>
        </p>
      )}
      {multiline === true ? (
        <textarea rows={5} {...(attributes as TextareaAttributes)} {...own} ref={setRefs} />
      ) : (
        <input type="text" {...(attributes as InputAttributes)} {...own} ref={setRefs} />
      )}
      {counterLimit !== undefined && (
        <p
          id={counterId}
          className={classNames(
            'ds-field__counter',
            count > counterLimit && 'ds-field__counter--over',
          )}
          aria-live="polite"
        >
          {counterLabel === undefined ? (
            `${count}/${counterLimit}`
          ) : (
            <>
              <span aria-hidden="true">{`${count}/${counterLimit}`}</span>
              <span className="visually-hidden">{counterLabel(count, counterLimit)}</span>
            </>
          )}
        </p>
      )}
    </div>
  );
}

type InputAttributes = Omit<SingleLine, 'ref' | 'multiline'>;
type TextareaAttributes = Omit<MultiLine, 'ref' | 'multiline'>;
