import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useResendVerificationEmail, type ContactStatus } from '../api/contact-verification.ts';
import { FormNote } from './account-section.tsx';
import { useAccountErrorText } from './account-error-text.ts';
import { ChangeEmailForm } from './change-email-form.tsx';

function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation('account');
  return (
    <span className={`badge badge-sm whitespace-nowrap ${verified ? 'badge-success' : 'badge-warning'}`}>
      {verified ? t('contact.verified') : t('contact.unverified')}
    </span>
  );
}

/**
 * The email and the mobile number (issue 38 §4) and whether each is verified: the email's link again or a
 * new email; the number verified or changed on the verify-phone page (a new one is verified again there).
 */
export function ContactDetails({ status }: { status: ContactStatus }) {
  const { t } = useTranslation('account');
  const errorText = useAccountErrorText();
  const resend = useResendVerificationEmail();
  const [changing, setChanging] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  async function sendAgain() {
    setNote(null);
    try {
      await resend.mutateAsync(status.email);
      setNote({ ok: true, text: t('contact.resent', { email: status.email }) });
    } catch (error) {
      setNote({ ok: false, text: errorText(error) });
    }
  }

  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <h3 className="text-sm font-medium text-base-content/70">{t('contact.email')}</h3>
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all">{status.email}</span>
          <VerifiedBadge verified={status.emailVerified} />
        </p>
        <div className="flex flex-wrap gap-2">
          {!status.emailVerified && (
            <button type="button" className="btn btn-outline" onClick={() => void sendAgain()} disabled={resend.isPending}>
              {resend.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {t('contact.resend')}
            </button>
          )}
          {!changing && (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setNote(null);
                setChanging(true);
              }}
            >
              {t('contact.changeEmail')}
            </button>
          )}
        </div>
        {changing && (
          <ChangeEmailForm
            status={status}
            onCancel={() => setChanging(false)}
            onSent={(text) => {
              setChanging(false);
              setNote({ ok: true, text });
            }}
            onFailed={(text) => setNote({ ok: false, text })}
          />
        )}
        <FormNote note={note} />
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-medium text-base-content/70">{t('contact.phone')}</h3>
        <p className="flex flex-wrap items-center gap-2">
          {status.phoneNumber ? (
            <>
              <span className="font-medium">{status.phoneNumber}</span>
              <VerifiedBadge verified={status.phoneNumberVerified} />
            </>
          ) : (
            <span className="text-base-content/70">{t('contact.noPhone')}</span>
          )}
        </p>
        <Link to={paths.verifyPhone} className="btn btn-outline justify-self-start">
          {status.phoneNumber && status.phoneNumberVerified ? t('contact.changePhone') : t('contact.verifyPhone')}
        </Link>
      </div>
      <p className="text-sm text-base-content/70">{t('contact.why')}</p>
    </div>
  );
}
