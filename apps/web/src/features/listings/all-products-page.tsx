import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useErrorText } from '../../lib/i18n/translate-message.ts';
import { useFormat } from '../../lib/i18n/use-format.ts';
import { ADMIN_PAGE_SIZE, useAdminProducts } from './api/get-admin-products.ts';
import { useAdvertiseProduct, useRemoveProduct } from './api/listing-mutations.ts';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { RecordsTable } from '../../components/ui/records-table.tsx';
import { Pager } from './components/pager.tsx';
import { AdsBadge, ProductPrice, ProductSummary } from './components/product-summary.tsx';
import { RemoveProductButton } from './components/remove-product-button.tsx';
import { useConfirmedDelete } from '../../components/ui/use-confirmed-delete.ts';

/** Spec §2: every listed product with a count, Remove, and Add advertisement. */
export default function AllProductsPage() {
  const { t } = useTranslation(['dashboard', 'spec']);
  const { amount } = useFormat();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const products = useAdminProducts(page);
  const advertise = useAdvertiseProduct();
  const remove = useConfirmedDelete(useRemoveProduct());
  const rows = products.data?.items ?? [];
  const total = products.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  if (page > pageCount && !products.isFetching) setPage(pageCount);

  async function advertiseProduct(id: string) {
    try {
      const result = await advertise.mutateAsync(id);
      if (result.modifiedCount > 0) toast.success(t('spec:adsSuccess'));
    } catch (error) {
      toast.error(errorText(error));
    }
  }

  return (
    <section>
      <PageHeading title={t('allProducts.title')}>
        <span className="badge badge-lg badge-primary" aria-live="polite">
          {t('allProducts.count', { count: total, value: amount(total) })}
        </span>
      </PageHeading>
      <RecordsTable
        label={t('allProducts.title')}
        columns={[t('allProducts.columns.product'), t('allProducts.columns.price'), t('allProducts.columns.ads'), t('allProducts.columns.remove')]}
        rows={rows}
        pending={products.isPending}
      >
        {(product) => (
          <>
            <td>
              <ProductSummary product={product} />
            </td>
            <td data-label={t('allProducts.columns.price')}>
              <ProductPrice product={product} />
            </td>
            <td data-label={product.ads ? t('allProducts.columns.ads') : undefined}>
              {product.ads ? (
                <AdsBadge label={product.ads} />
              ) : (
                <button
                  type="button"
                  className="btn btn-primary btn-sm whitespace-nowrap"
                  aria-label={t('allProducts.advertiseLabel', { name: product.productName })}
                  disabled={advertise.isPending && advertise.variables === product._id}
                  onClick={() => void advertiseProduct(product._id)}
                >
                  {t('allProducts.advertise')}
                </button>
              )}
            </td>
            <td>
              <RemoveProductButton product={product} onRemove={remove.ask} />
            </td>
          </>
        )}
      </RecordsTable>
      <Pager page={page} pageCount={pageCount} onPage={setPage} />
      <ConfirmDialog {...remove.dialogProps} />
    </section>
  );
}
