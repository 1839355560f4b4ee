import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  getGetProfileQueryKey,
  useCreateProfile,
  useUpdateProfile,
} from '../../../generated/patient/patient.ts';
import type { Profile } from '../../../generated/patient/model/profile.zod.ts';
import { Button, SaveStateNotice } from '../../ui/index.ts';
import { ErrorSummary } from './error-summary.tsx';
import { ContactTextField } from './contact-text-field.tsx';
import { contactFields, type ContactField, type ContactFormValues } from './contact-fields.ts';
import {
  contactFormSchema,
  contactFormValues,
  toCreateProfileBody,
  toUpdateProfileBody,
} from './contact-form-schema.ts';
import { editableFields, isRequired, type ContactFormVariant } from './contact-rules.ts';
import { serverFieldErrors } from './server-field-errors.ts';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import { useSave } from './use-save.ts';
import { isViolationRule, violationMessage } from './violation-message.ts';
import './forms.css';

export interface ContactFormProps extends ContactFormVariant {
  /** The profile to start from; may be partial or absent (a new patient). Read once. */
  defaultValues?: Partial<Profile> | undefined;
  /** After the profile was saved and the profile query invalidated. */
  onSaved: (profile: Profile) => void;
  /** The save button's text; `forms.contact.save` by default. */
  submitLabel?: string | undefined;
}

const otherName = { givenNames: 'lastName', lastName: 'givenNames' } as const;

/**
 * The contact form (portal-shell.md §5): creates (`POST /profile`) or updates (`PUT /profile`)
 * the current patient's contact details. A principal's names come from the register and are
 * shown disabled (F-17). Validates on change; focuses the first invalid field on submit and the
 * first field a server 400 blames; never clears what was typed on a failure.
 */
export function ContactForm({
  mode,
  patientType,
  namesFromIdentification = false,
  defaultValues,
  onSaved,
  submitLabel,
}: ContactFormProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const variant = useMemo(
    () => ({ mode, patientType, namesFromIdentification }),
    [mode, patientType, namesFromIdentification],
  );
  const editable = editableFields(variant);
  const [initialValues] = useState(() => contactFormValues(defaultValues));
  const schema = useMemo(() => contactFormSchema(variant), [variant]);
  const form = useForm<ContactFormValues>({
    mode: 'onChange',
    resolver: zodResolver(schema),
    defaultValues: initialValues,
    shouldFocusError: false,
  });
  const { errors, isDirty } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty);
  const [lastEdited, setLastEdited] = useState<ContactField>();
  const submitRef = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const createProfile = useCreateProfile();
  const updateProfile = useUpdateProfile();

  const { status, save, notice } = useSave<ContactFormValues, Profile>({
    send: async (values) => {
      const profile =
        mode === 'create'
          ? await createProfile.mutateAsync({ data: toCreateProfileBody(values) })
          : await updateProfile.mutateAsync({ data: toUpdateProfileBody(values) });
      await queryClient.invalidateQueries({ queryKey: getGetProfileQueryKey() });
      return profile;
    },
    onSaved: (profile) => {
      guard.release();
      form.reset(form.getValues());
      onSaved(profile);
    },
    onFailure: (error) => {
      const blamed = serverFieldErrors(error, editable);
      if (!blamed) {
        return false;
      }
      for (const field of blamed.fields) {
        form.setError(field, { type: 'server', message: 'patternMismatch' });
      }
      const [first] = blamed.fields;
      if (first !== undefined) {
        form.setFocus(first);
      }
      return !blamed.unplaced;
    },
    retryFocus: submitRef,
  });

  // The messages word the value as typed now (the length, the characters), so every change counts.
  const typed = useWatch({ control: form.control });
  const messageOf = (field: ContactField): string | undefined => {
    const rule = errors[field]?.message;
    return isViolationRule(rule) ? violationMessage(t, field, rule, typed[field] ?? '') : undefined;
  };
  const invalidFields = contactFields.filter((field) => errors[field] !== undefined);
  // The summary comes with a submit (or a server's 400) and stays while anything is wrong.
  const showSummary =
    invalidFields.length > 0 &&
    (form.formState.submitCount > 0 || invalidFields.some((f) => errors[f]?.type === 'server'));
  // The combined-names rule (F-08) depends on both names: recheck the other one once typed in.
  const revalidateOtherName = async (field: ContactField) => {
    if (field !== 'givenNames' && field !== 'lastName') {
      return;
    }
    const other = otherName[field];
    const { isDirty, invalid } = form.getFieldState(other);
    if (isDirty || invalid) {
      await form.trigger(other);
    }
  };
  const focusFirstInvalid = (invalid: FieldErrors<ContactFormValues>) => {
    const first = contactFields.find((field) => invalid[field] !== undefined);
    if (first !== undefined) {
      form.setFocus(first);
    }
  };

  return (
    <form
      className="patient-form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(save, focusFirstInvalid)(event)}
    >
      {showSummary && (
        <ErrorSummary
          title={t('forms.errorSummary.title')}
          errors={invalidFields.map((field) => ({
            id: `${idPrefix}-${field}`,
            message: messageOf(field) ?? '',
            onFocus: () => {
              form.setFocus(field);
            },
          }))}
        />
      )}
      <p className="patient-form__note">{t('forms.requiredNote')}</p>
      {contactFields.map((field) => {
        const id = `${idPrefix}-${field}`;
        if (!editable.includes(field)) {
          return (
            <ContactTextField
              key={field}
              id={id}
              field={field}
              disabled
              defaultValue={initialValues[field]}
              hint={
                namesFromIdentification
                  ? t('forms.contact.hints.namesFromIdentification')
                  : t('forms.contact.hints.namesFromRegister')
              }
            />
          );
        }
        const { onChange, ...registration } = form.register(field);
        return (
          <ContactTextField
            key={field}
            id={id}
            field={field}
            required={isRequired(field, variant)}
            error={messageOf(field)}
            {...registration}
            onChange={(event) => {
              setLastEdited(field);
              void onChange(event).then(() => revalidateOtherName(field));
            }}
          />
        );
      })}
      {/* The message of the field being typed in, announced as it changes. */}
      <div className="visually-hidden" aria-live="polite">
        {lastEdited === undefined ? '' : messageOf(lastEdited)}
      </div>
      <Button ref={submitRef} type="submit" variant="primary" loading={status.kind === 'Saving'}>
        {submitLabel ?? t('forms.contact.save')}
      </Button>
      <SaveStateNotice state={notice} />
      <UnsavedChangesDialog blocker={guard.blocker} />
    </form>
  );
}
