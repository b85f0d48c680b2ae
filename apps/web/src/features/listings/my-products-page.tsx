import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@phonehaat/contract';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ReviewNote } from '../moderation/index.ts';
import { paths } from '../../config/paths.ts';
import { useMyProducts } from './api/get-my-products.ts';
import { useRemoveProduct } from './api/listing-mutations.ts';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { RecordsTable } from '../../components/ui/records-table.tsx';
import { AdsBadge, ProductPrice, ProductSummary } from './components/product-summary.tsx';
import { RemoveProductButton } from './components/remove-product-button.tsx';
import { ListingActions } from './components/listing-actions.tsx';
import { useConfirmedDelete } from '../../components/ui/use-confirmed-delete.ts';

/** A listing an admin has not yet reviewed: it is not on sale, whatever its phone's status. */
const waitsForReview = (product: Product) => product.status === 'available' && product.review?.status === 'pending';

/**
 * A seller's own listings with their status; unsold ones can be removed. Beside the columns, the seller
 * manages each: edit or mark sold while on sale, relist one they marked sold (issue 24).
 */
export default function MyProductsPage() {
  const { t } = useTranslation(['dashboard', 'selling', 'moderation']);
  const products = useMyProducts();
  const remove = useConfirmedDelete(useRemoveProduct());
  const rows = products.data ?? [];

  return (
    <section>
      <PageHeading title={t('myProducts.title')}>
        <Link to={paths.addProductSeller} className="btn btn-primary btn-sm">
          {t('myProducts.addProduct')}
        </Link>
      </PageHeading>
      <RecordsTable
        label={t('myProducts.title')}
        columns={[t('myProducts.columns.product'), t('myProducts.columns.price'), t('myProducts.columns.status'), t('myProducts.columns.remove'), t('selling:listing.manage')]}
        rows={rows}
        pending={products.isPending}
        errorText={products.isError ? t('myProducts.loadError') : undefined}
        onRetry={() => void products.refetch()}
      >
        {(product) => (
          <>
            <td>
              <ProductSummary product={product} />
            </td>
            <td data-label={t('myProducts.columns.price')}>
              <ProductPrice product={product} />
            </td>
            <td data-label={t('myProducts.columns.status')}>
              <div className="flex flex-wrap gap-1">
                {product.status === 'reserved' ? (
                  <span className="badge badge-info whitespace-nowrap">{t('selling:listing.reserved')}</span>
                ) : waitsForReview(product) ? (
                  // Not on sale until an admin approves it: never "available" (issue 36).
                  <span className="badge badge-info badge-soft whitespace-nowrap">{t('myProducts.status.pending')}</span>
                ) : (
                  <span className={`badge whitespace-nowrap ${product.status === 'sold' ? 'badge-neutral' : 'badge-success'}`}>
                    {t(`myProducts.status.${product.status}`)}
                  </span>
                )}
                {product.soldOutside && <span className="badge badge-ghost whitespace-nowrap">{t('selling:listing.soldOutside')}</span>}
                {product.ads && <AdsBadge label={product.ads} />}
              </div>
              {/* Issue 26: rejected with the admin's reason, or hidden by reports; a waiting listing's badge
                  says it waits, and the note says why only when an edit sent it back (decision 0052). */}
              {(!waitsForReview(product) || product.review?.cause) && (
                <div className="mt-2 max-w-72">
                  <ReviewNote review={product.review} compact />
                </div>
              )}
            </td>
            <td data-label={product.status === 'available' ? undefined : t('myProducts.columns.remove')}>
              {product.status === 'available' ? (
                <RemoveProductButton product={product} onRemove={remove.ask} />
              ) : (
                <span className="text-sm text-base-content/70">{t('myProducts.keptOnRecord')}</span>
              )}
            </td>
            <td>
              <ListingActions product={product} />
            </td>
          </>
        )}
      </RecordsTable>
      <ConfirmDialog {...remove.dialogProps} />
    </section>
  );
}
