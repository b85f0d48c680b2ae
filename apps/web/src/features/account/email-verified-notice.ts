import i18next from 'i18next';
import { toast } from 'react-toastify';
import { loadPageTexts } from '../../lib/i18n/i18n.ts';

/**
 * The sign-up's verification link (issue 38 §3) signs the person in and lands on `/?verified=email`,
 * with `&error=` when the link had expired or was broken: said in a toast. Loaded by the home page only
 * when it sees that address, so the page's first download does not carry it.
 */
export async function showEmailVerifiedNotice(error: string | null): Promise<void> {
  await loadPageTexts('auth');
  const t = i18next.getFixedT(null, 'auth');
  // One toast even when React runs the home page's effect twice (StrictMode in development).
  if (error) toast.error(t('emailVerified.failed'), { toastId: 'email-verified' });
  else toast.success(t('emailVerified.done'), { toastId: 'email-verified' });
}
