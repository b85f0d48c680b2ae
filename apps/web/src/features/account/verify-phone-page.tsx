import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useContactStatus } from './api/contact-verification.ts';
import { EmailStatus } from './components/email-status.tsx';
import { PhoneVerification } from './components/phone-verification.tsx';

/**
 * /dashboard/verify-phone (issue 38 §3): the email's state and a phone to verify by SMS code. A seller's
 * listings go live and payouts are paid only with one of them verified; buyers need neither.
 */
export default function VerifyPhonePage() {
  const { t } = useTranslation('auth');
  const status = useContactStatus();
  return (
    <section className="mx-auto grid max-w-2xl gap-4">
      <PageHeading title={t('verify.title')} />
      <p className="text-base-content/80">{t('verify.subtitle')}</p>
      <div className="card card-border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-6 p-5 sm:p-8">
          {status.isPending ? (
            <Spinner />
          ) : status.data ? (
            <>
              <EmailStatus status={status.data} />
              <PhoneVerification status={status.data} />
            </>
          ) : (
            <LoadFailed what={t('verify.title')} onRetry={() => void status.refetch()} retrying={status.isFetching} />
          )}
        </div>
      </div>
    </section>
  );
}
