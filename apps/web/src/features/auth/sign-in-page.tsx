import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { messages, signInForm, type SignInForm } from '@phonehaat/contract';
import { TextField } from '../../components/ui/text-field.tsx';
import { paths } from '../../config/paths.ts';
import { AuthCard } from './components/auth-card.tsx';
import { FormError } from './components/form-error.tsx';
import { GoogleSignIn } from './components/google-sign-in.tsx';
import { redirectTarget } from './components/redirect-target.ts';
import { useSignedInOnArrival } from './components/signed-in-on-arrival.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';

/** Spec §2 /signIn: email and password (rules of §5); back to where the user came from, else '/'. */
export default function SignInPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [providerError, setProviderError] = useState<string | null>(null);
  const target = redirectTarget(location.state);
  const alreadySignedIn = useSignedInOnArrival();

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm>({ resolver: zodResolver(signInForm), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (form) => {
    setProviderError(null);
    try {
      await signIn(form.email, form.password);
      toast.success(messages.loginSuccess);
      await navigate(target, { replace: true });
    } catch (error) {
      setProviderError(error instanceof Error ? error.message : String(error));
    }
  });

  // Someone already signed in has nothing to do here: back where they came from.
  if (alreadySignedIn) return <Navigate to={target} replace />;

  return (
    <AuthCard
      title="Sign In"
      subtitle="Welcome back. Sign in to book phones and see your orders."
      footer={
        <>
          New to PhoneHaat?{' '}
          <Link to={paths.signUp} state={location.state} className="link link-primary font-medium">
            Create an account
          </Link>
        </>
      }
    >
      <title>Sign In — PhoneHaat</title>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <button type="submit" className="btn btn-primary mt-2" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Sign In
        </button>
      </form>
      <FormError message={providerError} />
      <GoogleSignIn
        label="Continue with Google"
        onSuccess={() => {
          toast.success(messages.loginSuccess);
          void navigate(target, { replace: true });
        }}
        onError={setProviderError}
      />
    </AuthCard>
  );
}
