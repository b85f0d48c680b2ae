import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { VerifiedTick } from '../../components/ui/verified-tick.tsx';
import { useErrorText } from '../../lib/i18n/translate-message.ts';
import { useFormat } from '../../lib/i18n/use-format.ts';
import { useSellers } from './api/get-sellers.ts';
import { useVerifySeller } from './api/user-mutations.ts';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { RecordsTable } from '../../components/ui/records-table.tsx';

/** Spec §2/§4: sellers; an unverified one has Verify Now, a verified one shows Verified and the tick. */
export default function AllSellersPage() {
  const { t } = useTranslation(['dashboard', 'spec']);
  const errorText = useErrorText();
  const { amount } = useFormat();
  const sellers = useSellers();
  const verify = useVerifySeller();
  const rows = sellers.data ?? [];

  async function verifySeller(id: string) {
    try {
      const result = await verify.mutateAsync(id);
      if (result.modifiedCount > 0) toast.success(t('spec:verifiedSuccess'));
    } catch (error) {
      toast.error(errorText(error));
    }
  }

  return (
    <section>
      <PageHeading title={t('allSellers.title')} />
      <RecordsTable
        label={t('allSellers.title')}
        columns={[t('allSellers.columns.no'), t('allSellers.columns.name'), t('allSellers.columns.email'), t('allSellers.columns.verify')]}
        rows={rows}
        pending={sellers.isPending}
        errorText={sellers.isError ? t('allSellers.loadError') : undefined}
        onRetry={() => void sellers.refetch()}
      >
        {(seller, index) => (
          <>
            <th data-label={t('allSellers.columns.no')}>{amount(index + 1)}</th>
            <td data-label={t('allSellers.columns.name')} className="font-medium">
              <span className="inline-flex items-center gap-1">
                {seller.name}
                {seller.verify && <VerifiedTick />}
              </span>
            </td>
            <td data-label={t('allSellers.columns.email')} className="max-sm:break-all">
              {seller.email}
            </td>
            <td>
              {seller.verify ? (
                <span className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-success">
                  <span>{t('allSellers.verified')}</span>
                  <VerifiedTick />
                </span>
              ) : (
                <button
                  type="button"
                  className="btn btn-primary btn-sm whitespace-nowrap"
                  aria-label={t('allSellers.verifyLabel', { name: seller.name })}
                  disabled={verify.isPending && verify.variables === seller._id}
                  onClick={() => void verifySeller(seller._id)}
                >
                  {t('allSellers.verifyNow')}
                </button>
              )}
            </td>
          </>
        )}
      </RecordsTable>
    </section>
  );
}
