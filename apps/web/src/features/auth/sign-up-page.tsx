import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { messages, signUpForm, signUpRoles, type SignUpForm } from '@phonehaat/contract';
import { TextField } from '../../components/ui/text-field.tsx';
import { paths } from '../../config/paths.ts';
import { AuthCard } from './components/auth-card.tsx';
import { FormError } from './components/form-error.tsx';
import { GoogleSignIn } from './components/google-sign-in.tsx';
import { redirectTarget } from './components/redirect-target.ts';
import { useSignedInOnArrival } from './components/signed-in-on-arrival.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';

/** Spec §2 /signUp: name, photo URL, email, account type and password (rules of §5); then '/'. */
export default function SignUpPage() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const [providerError, setProviderError] = useState<string | null>(null);
  const roleId = useId();
  const location = useLocation();
  const alreadySignedIn = useSignedInOnArrival();

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpForm>({
    resolver: zodResolver(signUpForm),
    defaultValues: { name: '', photoURL: '', email: '', role: 'User', password: '' },
  });

  const onSubmit = handleSubmit(async (form) => {
    setProviderError(null);
    try {
      await signUp(form);
      toast.success(messages.userCreated);
      await navigate(paths.home, { replace: true });
    } catch (error) {
      setProviderError(error instanceof Error ? error.message : String(error));
    }
  });

  // Someone already signed in has no account to create: back where they came from.
  if (alreadySignedIn) return <Navigate to={redirectTarget(location.state)} replace />;

  return (
    <AuthCard
      title="Sign Up"
      subtitle="Create your account to book phones, or to sell your own."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.signIn} className="link link-primary font-medium">
            Sign in
          </Link>
        </>
      }
    >
      <title>Sign Up — PhoneHaat</title>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField label="Photo URL" type="url" placeholder="https://…" autoComplete="photo" error={errors.photoURL?.message} {...register('photoURL')} />
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <fieldset aria-describedby={errors.role ? `${roleId}-error` : undefined}>
          <legend className="mb-1 text-sm font-medium">Account type</legend>
          <div className="grid grid-cols-2 gap-2">
            {signUpRoles.map((role) => (
              <label key={role} className="flex cursor-pointer items-center gap-3 rounded-field border border-base-300 px-3 py-2.5 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                <input type="radio" value={role} className="radio radio-primary radio-sm" {...register('role')} />
                <span>
                  <span className="block font-medium">{role}</span>
                  <span className="block text-xs text-base-content/70">{role === 'User' ? 'I want to buy' : 'I want to sell'}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.role && (
            <p id={`${roleId}-error`} role="alert" className="mt-1 text-sm text-error">
              {errors.role.message}
            </p>
          )}
        </fieldset>
        <TextField label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <button type="submit" className="btn btn-primary mt-2" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Sign Up
        </button>
      </form>
      <FormError message={providerError} />
      {/* Spec §8: Google sign-up errors are silently ignored, so no onError here. */}
      <GoogleSignIn
        label="Sign up with Google"
        onSuccess={() => {
          toast.success(messages.userSignUp);
          void navigate(paths.home, { replace: true });
        }}
      />
    </AuthCard>
  );
}
