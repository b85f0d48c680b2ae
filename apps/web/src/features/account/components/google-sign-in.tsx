import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { usePublicConfig } from '../../../lib/get-public-config.ts';

interface GoogleSignInProps {
  label: string;
  onSuccess: () => void;
  /** Called with the provider's message; sign-up passes nothing, as its Google errors are ignored (spec §8). */
  onError?: (message: string) => void;
}

/** Google popup sign-in, shown only when the server says Google is configured (GET /config). */
export function GoogleSignIn({ label, onSuccess, onError }: GoogleSignInProps) {
  const config = usePublicConfig();
  const { signInWithGoogle } = useAuth();
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation('auth');
  if (!config.data?.googleSignIn) return null;

  const start = async () => {
    setBusy(true);
    try {
      await signInWithGoogle();
      onSuccess();
    } catch (error) {
      onError?.(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="divider text-sm text-base-content/70">{t('or')}</div>
      <button type="button" className="btn btn-outline w-full" onClick={() => void start()} disabled={busy}>
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path fill="#4285F4" d="M22.6 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h5.9a5 5 0 01-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8.1z" />
          <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0012 23z" />
          <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 010-4.3V7H2.1a11 11 0 000 9.9z" />
          <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 002.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z" />
        </svg>
        {label}
      </button>
    </>
  );
}
