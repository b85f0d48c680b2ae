import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/i18n/translate-message.ts';
import { useResendVerificationEmail, type ContactStatus } from '../api/contact-verification.ts';

/** Whether the sign-in email is verified, and the sign-up's link again when it is not (issue 38 §3). */
export function EmailStatus({ status }: { status: ContactStatus }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const resend = useResendVerificationEmail();
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  async function sendAgain() {
    setNote(null);
    try {
      await resend.mutateAsync(status.email);
      setNote({ ok: true, text: t('verify.emailSent', { email: status.email }) });
    } catch (error) {
      setNote({ ok: false, text: errorText(error) });
    }
  }

  return (
    <section aria-labelledby="email-heading" className="grid gap-2">
      <h2 id="email-heading" className="text-lg font-semibold">
        {t('verify.emailHeading')}
      </h2>
      {status.emailVerified ? (
        <p className="font-medium text-success">{t('verify.emailVerified', { email: status.email })}</p>
      ) : (
        <>
          <p>{t('verify.emailUnverified', { email: status.email })}</p>
          <button
            type="button"
            className="btn btn-outline btn-sm justify-self-start"
            onClick={() => void sendAgain()}
            disabled={resend.isPending}
          >
            {resend.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t('verify.resendEmail')}
          </button>
        </>
      )}
      <div role="status" className="empty:hidden">
        {note && <p className={`text-sm ${note.ok ? 'text-success' : 'text-error'}`}>{note.text}</p>}
      </div>
    </section>
  );
}
