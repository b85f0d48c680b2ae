import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { signInForm, type SignInForm } from '@phonehaat/contract';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { paths } from '../../config/paths.ts';
import { AuthCard } from './components/auth-card.tsx';
import { FormError } from './components/form-error.tsx';
import { GoogleSignIn } from './components/google-sign-in.tsx';
import { redirectTarget } from './components/redirect-target.ts';
import { useSignedInOnArrival } from './components/signed-in-on-arrival.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useErrorText } from '../../lib/i18n/translate-message.ts';

/** Spec §2 /signIn: email and password (rules of §5); back to where the user came from, else '/'. */
export default function SignInPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const { t } = useTranslation(['auth', 'spec']);
  const errorText = useErrorText();
  const location = useLocation();
  const [providerError, setProviderError] = useState<string | null>(null);
  const target = redirectTarget(location.state);
  const alreadySignedIn = useSignedInOnArrival();
  // Back from /reset-password (issue 38 §3): the password changed and every session ended.
  const [params] = useSearchParams();
  const passwordChanged = params.get('reset') === 'done';

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm>({ resolver: zodResolver(signInForm), defaultValues: { email: '', password: '' } });

  // Registered outside the JSX, where the lint rule for literal texts would read the field names as texts.
  const fields = { email: register('email'), password: register('password') };

  const onSubmit = handleSubmit(async (form) => {
    setProviderError(null);
    try {
      await signIn(form.email, form.password);
      toast.success(t('spec:loginSuccess'));
      await navigate(target, { replace: true });
    } catch (error) {
      // The provider's message (spec §8), in the page's language where its text or code is known.
      setProviderError(errorText(error));
    }
  });

  // Someone already signed in has nothing to do here: back where they came from.
  if (alreadySignedIn) return <Navigate to={target} replace />;

  return (
    <AuthCard
      title={t('signIn.title')}
      subtitle={t('signIn.subtitle')}
      footer={
        <>
          {t('signIn.newHere')}{' '}
          <Link to={paths.signUp} state={location.state} className="link link-primary font-medium">
            {t('signIn.createAccount')}
          </Link>
        </>
      }
    >
      <PageTitle>{t('signIn.title')}</PageTitle>
      {passwordChanged && (
        <p role="status" className="mb-4 rounded-field bg-success/10 px-3 py-2 text-sm font-medium">
          {t('signIn.passwordChanged')}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField label={t('fields.email')} type="email" autoComplete="email" error={errors.email?.message} {...fields.email} />
        <TextField label={t('fields.password')} type="password" autoComplete="current-password" error={errors.password?.message} {...fields.password} />
        <Link to={paths.forgotPassword} className="link link-primary -mt-2 justify-self-end text-sm">
          {t('signIn.forgotPassword')}
        </Link>
        <button type="submit" className="btn btn-primary mt-2" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('signIn.submit')}
        </button>
      </form>
      <FormError message={providerError} />
      <GoogleSignIn
        label={t('signIn.google')}
        onSuccess={() => {
          toast.success(t('spec:loginSuccess'));
          void navigate(target, { replace: true });
        }}
        onError={setProviderError}
      />
    </AuthCard>
  );
}
