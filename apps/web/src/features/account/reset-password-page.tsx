import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordForm, type ResetPasswordForm } from '@phonehaat/contract';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useErrorText } from '../../lib/i18n/translate-message.ts';
import { useResetPassword } from './api/password-reset.ts';
import { AuthCard } from './components/auth-card.tsx';
import { FormError } from './components/form-error.tsx';

/** Better Auth's code for a reset link that expired or was used (its redirect's `?error=` and the reset's 400). */
const INVALID_TOKEN = 'INVALID_TOKEN';

/**
 * /reset-password?token= (issue 38 §3), where the emailed link lands: the new password twice, then sign-in
 * with a word that it changed. A link past its hour or used already lands with `?error=INVALID_TOKEN`.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useResetPassword();
  const [expired, setExpired] = useState(params.has('error') || !token);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const fields = { password: register('password'), confirmPassword: register('confirmPassword') };

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ token: token ?? '', newPassword: form.password });
      await navigate(`${paths.signIn}?reset=done`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === INVALID_TOKEN) setExpired(true);
      else setFailure(errorText(error));
    }
  });

  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      footer={
        <Link to={paths.signIn} className="link link-primary font-medium">
          {t('forgot.backToSignIn')}
        </Link>
      }
    >
      <PageTitle>{t('reset.title')}</PageTitle>
      {expired ? (
        <div role="alert" className="grid gap-3 rounded-field bg-warning/10 px-4 py-3">
          <p className="font-medium">{t('reset.expired')}</p>
          <Link to={paths.forgotPassword} className="btn btn-primary btn-sm justify-self-start">
            {t('reset.askAgain')}
          </Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <TextField
            label={t('fields.newPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...fields.password}
          />
          <TextField
            label={t('fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...fields.confirmPassword}
          />
          <button type="submit" className="btn btn-primary mt-2" disabled={isSubmitting}>
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {t('reset.submit')}
          </button>
        </form>
      )}
      <FormError message={failure} />
    </AuthCard>
  );
}
