import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useRole } from '../../lib/auth/use-role.ts';
import { useContactStatus } from './api/contact-verification.ts';
import { AccountSection } from './components/account-section.tsx';
import { ChangePasswordForm } from './components/change-password-form.tsx';
import { ContactDetails } from './components/contact-details.tsx';
import { DeleteAccount } from './components/delete-account.tsx';
import { ProfileForm } from './components/profile-form.tsx';
import { RatingsAsBuyerList } from './components/ratings-as-buyer-list.tsx';

/**
 * The approval link of an email change lands on `?emailChange=approved` (`&error=` when it had expired or
 * was used): said at the top of the page, and the address tidied.
 */
type EmailChangeNotice = 'approved' | 'failed' | null;
function useEmailChangeNotice(): EmailChangeNotice {
  const [params, setParams] = useSearchParams();
  const [notice] = useState<EmailChangeNotice>(() =>
    params.get('emailChange') === 'approved' ? (params.get('error') ? 'failed' : 'approved') : null,
  );
  const landed = params.has('emailChange');
  useEffect(() => {
    if (landed) setParams({}, { replace: true });
  }, [landed, setParams]);
  return notice;
}

/**
 * /dashboard/account (issue 38 §4), for every role: name and photo, the email and phone and whether each is
 * verified, the password, the ratings sellers gave the person as a buyer, and deleting the account.
 */
export default function AccountPage() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const roles = useRole();
  const contact = useContactStatus();
  const notice = useEmailChangeNotice();
  if (!user) return null;

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5">
      <div>
        <PageHeading title={t('title')} />
        <p className="-mt-2 text-base-content/80">{t('intro')}</p>
      </div>
      {notice && (
        <p
          role="status"
          className={`rounded-box px-4 py-3 text-sm font-medium ${notice === 'approved' ? 'border border-success/60 bg-success/10' : 'bg-error/10 text-error'}`}
        >
          {notice === 'approved' ? t('contact.approved') : t('contact.approvalFailed')}
        </p>
      )}
      <AccountSection title={t('profile.heading')}>
        <ProfileForm user={user} />
      </AccountSection>
      <AccountSection title={t('contact.heading')}>
        {contact.isPending ? (
          <Spinner />
        ) : contact.data ? (
          <ContactDetails status={contact.data} />
        ) : (
          <LoadFailed what={t('contact.heading')} onRetry={() => void contact.refetch()} retrying={contact.isFetching} />
        )}
      </AccountSection>
      <AccountSection title={t('password.heading')}>
        <ChangePasswordForm />
      </AccountSection>
      <AccountSection title={t('ratings.heading')}>
        <RatingsAsBuyerList />
      </AccountSection>
      <DeleteAccount isAdmin={roles.isAdmin} roleKnown={!roles.loading} />
    </div>
  );
}
