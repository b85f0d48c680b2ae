import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { AccountDeletionBlockers } from '@phonehaat/contract';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useDeleteOwnAccount, useDeletionCheck } from '../api/delete-own-account.ts';
import { AccountSection } from './account-section.tsx';
import { useAccountErrorText } from './account-error-text.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { DeletionSummary } from './deletion-summary.tsx';

/** What stops the deletion, one line each, in the person's language (money in poisha, shown in TK). */
function BlockerList({ blockers }: { blockers: AccountDeletionBlockers }) {
  const { t } = useTranslation('account');
  const { amount, tk } = useFormat();
  const money = (poisha: number) => tk(Math.round(poisha / 100));
  const lines = [
    blockers.ordersAsBuyer > 0 &&
      t('delete.blockers.ordersAsBuyer', { count: blockers.ordersAsBuyer, n: amount(blockers.ordersAsBuyer) }),
    blockers.ordersAsSeller > 0 &&
      t('delete.blockers.ordersAsSeller', { count: blockers.ordersAsSeller, n: amount(blockers.ordersAsSeller) }),
    blockers.held > 0 && t('delete.blockers.held', { amount: money(blockers.held) }),
    blockers.available > 0 && t('delete.blockers.available', { amount: money(blockers.available) }),
    blockers.requested > 0 && t('delete.blockers.requested', { amount: money(blockers.requested) }),
  ].filter((line): line is string => typeof line === 'string');
  return (
    <div role="note" className="rounded-box border border-warning/50 bg-warning/10 px-4 py-3 text-sm">
      <p className="font-semibold">{t('delete.blocked')}</p>
      <ul className="mt-1 list-disc space-y-1 ps-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-2">{t('delete.blockedHint')}</p>
    </div>
  );
}

/**
 * The danger zone (issue 38 §4): what deleting the account removes and keeps, said before anything is
 * asked; what stops it now, if anything; and the confirmation with the word typed. Once deleted, the
 * person is signed out on the home page. An admin account is not deleted from here.
 */
export function DeleteAccount({ isAdmin, roleKnown }: { isAdmin: boolean; roleKnown: boolean }) {
  const { t } = useTranslation('account');
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const errorText = useAccountErrorText();
  const check = useDeletionCheck(roleKnown && !isAdmin);
  const remove = useDeleteOwnAccount();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function deleteAccount() {
    setFailure(null);
    try {
      await remove.mutateAsync();
    } catch (error) {
      // Refused (409): an order opened or money arrived meanwhile, which the zone now lists behind the dialog.
      if (error instanceof ApiError && error.status === 409) setOpen(false);
      else setFailure(errorText(error));
      return;
    }
    setOpen(false);
    // Home first: signed out on a dashboard page, the guard would send the person to sign in.
    await navigate(paths.home, { replace: true });
    await signOut();
    toast.success(t('delete.done'));
  }

  const blocked = check.data && !check.data.deletable;
  return (
    <AccountSection title={t('delete.heading')} danger>
      <p className="font-medium">{t('delete.intro')}</p>
      <DeletionSummary />
      {!roleKnown ? (
        <Spinner />
      ) : isAdmin ? (
        <p role="note" className="text-sm font-medium">
          {t('delete.adminNote')}
        </p>
      ) : check.isPending ? (
        <Spinner />
      ) : check.isError ? (
        <LoadFailed what={t('delete.what')} onRetry={() => void check.refetch()} retrying={check.isFetching} />
      ) : (
        <>
          {blocked && <BlockerList blockers={check.data.blockers} />}
          <button
            type="button"
            className="btn btn-error btn-outline self-start"
            disabled={blocked}
            onClick={() => {
              setFailure(null);
              setOpen(true);
            }}
          >
            {t('delete.button')}
          </button>
        </>
      )}
      <DeleteAccountDialog
        open={open}
        name={user?.displayName ?? ''}
        busy={remove.isPending}
        failure={failure}
        onCancel={() => setOpen(false)}
        onConfirm={() => void deleteAccount()}
      />
    </AccountSection>
  );
}
