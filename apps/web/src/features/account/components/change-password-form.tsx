import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordForm, type ChangePasswordForm as ChangePasswordValues } from '@phonehaat/contract';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { FormNote } from './account-section.tsx';
import { useAccountErrorText, useFieldErrorText } from './account-error-text.ts';

const blank: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * A new password (issue 38 §4) by sign-up's rules, through Better Auth's change-password: every other
 * session of the account ends, and this browser carries on with the new one.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const errorText = useAccountErrorText();
  const fieldError = useFieldErrorText();
  const change = useChangePassword();
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordForm), defaultValues: blank });
  const fields = {
    currentPassword: register('currentPassword'),
    newPassword: register('newPassword'),
    confirmPassword: register('confirmPassword'),
  };

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setNote(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset(blank);
      setNote({ ok: true, text: t('password.done') });
    } catch (error) {
      setNote({ ok: false, text: errorText(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        error={fieldError(errors.currentPassword?.message)}
        {...fields.currentPassword}
      />
      <TextField
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        hint={t('password.hint')}
        error={fieldError(errors.newPassword?.message)}
        {...fields.newPassword}
      />
      <TextField
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        error={fieldError(errors.confirmPassword?.message)}
        {...fields.confirmPassword}
      />
      <button type="submit" className="btn btn-primary justify-self-start" disabled={isSubmitting}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('password.submit')}
      </button>
      <FormNote note={note} />
    </form>
  );
}
