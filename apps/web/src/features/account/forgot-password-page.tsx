import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordForm, type ForgotPasswordForm } from '@phonehaat/contract';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { paths } from '../../config/paths.ts';
import { useErrorText } from '../../lib/i18n/translate-message.ts';
import { useRequestPasswordReset } from './api/password-reset.ts';
import { AuthCard } from './components/auth-card.tsx';
import { FormError } from './components/form-error.tsx';

/**
 * /forgot-password (issue 38 §3): an email, then the same answer whatever it was, so that nobody learns
 * here whether an account uses it. The emailed link leads to /reset-password.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordForm>({ resolver: zodResolver(forgotPasswordForm), defaultValues: { email: '' } });
  // Registered outside the JSX, where the lint rule for literal texts would read the field name as a text.
  const emailField = register('email');

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    setSent(false);
    try {
      await request.mutateAsync(form.email);
      setSent(true);
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <Link to={paths.signIn} className="link link-primary font-medium">
          {t('forgot.backToSignIn')}
        </Link>
      }
    >
      <PageTitle>{t('forgot.title')}</PageTitle>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField label={t('fields.email')} type="email" autoComplete="email" error={errors.email?.message} {...emailField} />
        <button type="submit" className="btn btn-primary mt-2" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('forgot.submit')}
        </button>
      </form>
      <div role="status" className="mt-3 empty:hidden">
        {sent && (
          <div className="rounded-field bg-success/10 px-3 py-2 text-sm">
            <p className="font-medium text-success-content">{t('forgot.sent')}</p>
            <p className="mt-1 text-base-content/70">{t('forgot.sentHint')}</p>
          </div>
        )}
      </div>
      <FormError message={failure} />
    </AuthCard>
  );
}
