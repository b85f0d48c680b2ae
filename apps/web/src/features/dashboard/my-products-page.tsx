import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { paths } from '../../config/paths.ts';
import { useMyProducts } from '../../lib/get-my-products.ts';
import { useRemoveProduct } from './api/listing-mutations.ts';
import { PageHeading } from './components/page-heading.tsx';
import { RecordsTable } from './components/records-table.tsx';
import { ProductPrice, ProductSummary } from './components/product-summary.tsx';
import { RemoveProductButton } from './components/remove-product-button.tsx';
import { useConfirmedDelete } from './components/use-confirmed-delete.ts';

/** A seller's own listings with their status; unsold ones can be removed. */
export default function MyProductsPage() {
  const products = useMyProducts();
  const remove = useConfirmedDelete(useRemoveProduct());
  const rows = products.data ?? [];

  return (
    <section>
      <PageHeading title="My Products">
        <Link to={paths.addProductSeller} className="btn btn-primary btn-sm">
          Add Product
        </Link>
      </PageHeading>
      <RecordsTable
        label="My Products"
        columns={['Product', 'Price', 'Status', 'Remove']}
        rows={rows}
        pending={products.isPending}
        errorText={products.isError ? 'We could not load your products.' : undefined}
        onRetry={() => void products.refetch()}
      >
        {(product) => (
          <>
            <td>
              <ProductSummary product={product} />
            </td>
            <td data-label="Price">
              <ProductPrice product={product} />
            </td>
            <td data-label="Status">
              <div className="flex flex-wrap gap-1">
                <span className={`badge whitespace-nowrap ${product.status === 'sold' ? 'badge-neutral' : 'badge-success'}`}>
                  {product.status}
                </span>
                {product.ads && <span className="badge badge-secondary whitespace-nowrap">{product.ads}</span>}
              </div>
            </td>
            <td data-label={product.status === 'available' ? undefined : 'Remove'}>
              {product.status === 'available' ? (
                <RemoveProductButton product={product} onRemove={remove.ask} />
              ) : (
                <span className="text-sm text-base-content/60">Kept on record</span>
              )}
            </td>
          </>
        )}
      </RecordsTable>
      <ConfirmDialog {...remove.dialogProps} />
    </section>
  );
}
