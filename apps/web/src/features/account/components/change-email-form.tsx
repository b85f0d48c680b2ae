import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changeEmailForm, type ChangeEmailForm as ChangeEmailValues } from '@phonehaat/contract';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { ContactStatus } from '../api/contact-verification.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { useAccountErrorText, useFieldErrorText } from './account-error-text.ts';

/**
 * A new email (issue 38 §4), through Better Auth's change-email: a verified address approves the change
 * first; an unverified one changes at once, unverified. `onSent` says which, in the person's language.
 */
export function ChangeEmailForm({
  status,
  onSent,
  onCancel,
  onFailed,
}: {
  status: ContactStatus;
  onSent: (text: string) => void;
  onCancel: () => void;
  onFailed: (text: string) => void;
}) {
  const { t } = useTranslation('account');
  const errorText = useAccountErrorText();
  const fieldError = useFieldErrorText();
  const change = useChangeEmail();
  const schema = useMemo(() => changeEmailForm(status.email), [status.email]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailValues>({ resolver: zodResolver(schema), defaultValues: { newEmail: '' } });
  const field = register('newEmail');

  const onSubmit = handleSubmit(async ({ newEmail }) => {
    try {
      await change.mutateAsync(newEmail);
      onSent(
        status.emailVerified
          ? t('contact.sentApproval', { email: status.email, newEmail })
          : t('contact.sentDirect', { newEmail }),
      );
    } catch (error) {
      onFailed(errorText(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-box bg-base-200/60 p-3 sm:p-4">
      <TextField
        label={t('contact.newEmail')}
        type="email"
        autoComplete="email"
        error={fieldError(errors.newEmail?.message)}
        {...field}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('contact.send')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('contact.cancel')}
        </button>
      </div>
    </form>
  );
}
