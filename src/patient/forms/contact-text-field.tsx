import type { ComponentPropsWithoutRef, ComponentPropsWithRef, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/index.ts';
import type { ContactField } from './contact-fields.ts';
import { fieldLabel } from './violation-message.ts';

type InputAttributes = Pick<ComponentPropsWithRef<'input'>, 'type' | 'autoComplete' | 'inputMode'>;

/** How the browser and the on-screen keyboard help with each field. */
const inputAttributes: Record<ContactField, InputAttributes> = {
  givenNames: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  streetAddress: { type: 'text', autoComplete: 'street-address' },
  postCode: { type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
  postOffice: { type: 'text', autoComplete: 'address-level2' },
  phoneNumber: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
};

const hintKeys = {
  postCode: 'forms.contact.hints.postCode',
  phoneNumber: 'forms.contact.hints.phoneNumber',
  email: 'forms.contact.hints.email',
} as const;

export type ContactTextFieldProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  'id' | 'name' | 'type' | 'children'
> & {
  ref?: Ref<HTMLInputElement>;
  id: string;
  field: ContactField;
  error?: ReactNode;
  hint?: ReactNode;
};

/**
 * One field of the contact form: its label (a required one marked with an asterisk and
 * `required`), its format hint, and the right input type and autocomplete.
 */
export function ContactTextField({ field, hint, required, ...rest }: ContactTextFieldProps) {
  const { t } = useTranslation();
  const hintKey = field in hintKeys ? hintKeys[field as keyof typeof hintKeys] : undefined;
  return (
    <TextField
      name={field}
      label={
        <>
          {fieldLabel(t, field)}
          {required === true && <span aria-hidden="true"> *</span>}
        </>
      }
      hint={hint ?? (hintKey === undefined ? undefined : t(hintKey))}
      required={required}
      {...inputAttributes[field]}
      {...rest}
    />
  );
}
