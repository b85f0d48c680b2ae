import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { signUpRoles, signUpWithPhoneForm, type SignUpWithPhoneForm } from '@phonehaat/contract';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { paths } from '../../config/paths.ts';
import { AuthCard } from './components/auth-card.tsx';
import { FormError } from './components/form-error.tsx';
import { GoogleSignIn } from './components/google-sign-in.tsx';
import { redirectTarget } from './components/redirect-target.ts';
import { useSignedInOnArrival } from './components/signed-in-on-arrival.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useErrorText, useMessageText } from '../../lib/i18n/translate-message.ts';
import { sendPhoneCode } from './api/contact-verification.ts';
import { pendingPhone } from './components/pending-phone.ts';

/**
 * Spec §2 /signUp: name, photo URL, email, account type and password (rules of §5); then '/'. A mobile
 * number may be given too (issue 38 §3): a code goes to it at once, entered on the verify page.
 */
export default function SignUpPage() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const { t } = useTranslation(['auth', 'spec']);
  const errorText = useErrorText();
  const [providerError, setProviderError] = useState<string | null>(null);
  const roleId = useId();
  const location = useLocation();
  const alreadySignedIn = useSignedInOnArrival();

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpWithPhoneForm>({
    resolver: zodResolver(signUpWithPhoneForm),
    defaultValues: { name: '', photoURL: '', email: '', role: 'User', password: '', phoneNumber: '' },
  });

  // Registered outside the JSX, where the lint rule for literal texts would read the field names as texts.
  const fields = {
    name: register('name'),
    photoURL: register('photoURL'),
    email: register('email'),
    role: register('role'),
    password: register('password'),
    phoneNumber: register('phoneNumber'),
  };
  const messageText = useMessageText();

  const onSubmit = handleSubmit(async (form) => {
    setProviderError(null);
    try {
      const { phoneNumber, ...account } = form;
      await signUp(account);
      toast.success(t('spec:userCreated'));
      if (phoneNumber) await sendFirstPhoneCode(phoneNumber);
      await navigate(paths.home, { replace: true });
    } catch (error) {
      // The provider's message (spec §8), in the page's language where its text or code is known.
      setProviderError(errorText(error));
    }
  });

  /** The account exists and is signed in: the number's code goes now; a refusal leaves the account as it is. */
  async function sendFirstPhoneCode(phone: string) {
    pendingPhone.set(phone);
    const verifyLink = (
      <Link to={paths.verifyPhone} className="link font-medium">
        {t('signUp.verifyPhoneLink')}
      </Link>
    );
    try {
      await sendPhoneCode(phone);
      toast.info(
        <span>
          {t('signUp.phoneCodeSent', { phone })} {verifyLink}
        </span>,
        { autoClose: false },
      );
    } catch {
      toast.warning(
        <span>
          {t('signUp.phoneCodeNotSent', { phone })} {verifyLink}
        </span>,
        { autoClose: false },
      );
    }
  }

  // Someone already signed in has no account to create: back where they came from.
  if (alreadySignedIn) return <Navigate to={redirectTarget(location.state)} replace />;

  return (
    <AuthCard
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      footer={
        <>
          {t('signUp.haveAccount')}{' '}
          <Link to={paths.signIn} className="link link-primary font-medium">
            {t('signUp.signIn')}
          </Link>
        </>
      }
    >
      <PageTitle>{t('signUp.title')}</PageTitle>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField label={t('fields.name')} autoComplete="name" error={errors.name?.message} {...fields.name} />
        <TextField label={t('fields.photoURL')} type="url" placeholder={t('fields.photoPlaceholder')} autoComplete="photo" error={errors.photoURL?.message} {...fields.photoURL} />
        <TextField label={t('fields.email')} type="email" autoComplete="email" error={errors.email?.message} {...fields.email} />
        <fieldset aria-describedby={errors.role ? `${roleId}-error` : undefined}>
          <legend className="mb-1 text-sm font-medium">{t('fields.accountType')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {signUpRoles.map((role) => (
              <label key={role} className="flex cursor-pointer items-center gap-3 rounded-field border border-base-300 px-3 py-2.5 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                <input type="radio" value={role} className="radio radio-primary radio-sm" {...fields.role} />
                <span>
                  <span className="block font-medium">{t(`roles.${role}`)}</span>
                  <span className="block text-xs text-base-content/70">{role === 'User' ? t('roles.buy') : t('roles.sell')}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.role && (
            <p id={`${roleId}-error`} role="alert" className="mt-1 text-sm text-error">
              {messageText(errors.role.message ?? '')}
            </p>
          )}
        </fieldset>
        <TextField label={t('fields.password')} type="password" autoComplete="new-password" error={errors.password?.message} {...fields.password} />
        <TextField
          label={t('fields.phoneNumber')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('fields.phoneHint')}
          error={errors.phoneNumber?.message}
          {...fields.phoneNumber}
        />
        <button type="submit" className="btn btn-primary mt-2" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('signUp.submit')}
        </button>
      </form>
      <FormError message={providerError} />
      {/* Spec §8: Google sign-up errors are silently ignored, so no onError here. */}
      <GoogleSignIn
        label={t('signUp.google')}
        onSuccess={() => {
          toast.success(t('spec:userSignUp'));
          void navigate(paths.home, { replace: true });
        }}
      />
    </AuthCard>
  );
}
