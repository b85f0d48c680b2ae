import { useState } from 'react';
import { toast } from 'react-toastify';
import { messages } from '@phonehaat/contract';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ADMIN_PAGE_SIZE, useAdminProducts } from './api/get-admin-products.ts';
import { useAdvertiseProduct, useRemoveProduct } from './api/listing-mutations.ts';
import { PageHeading } from './components/page-heading.tsx';
import { RecordsTable } from './components/records-table.tsx';
import { Pager } from './components/pager.tsx';
import { ProductPrice, ProductSummary } from './components/product-summary.tsx';
import { RemoveProductButton } from './components/remove-product-button.tsx';
import { useConfirmedDelete } from './components/use-confirmed-delete.ts';

/** Spec §2: every listed product with a count, Remove, and Add advertisement. */
export default function AllProductsPage() {
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
      if (result.modifiedCount > 0) toast.success(messages.adsSuccess);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not advertise the product');
    }
  }

  return (
    <section>
      <PageHeading title="All Products">
        <span className="badge badge-lg badge-primary" aria-live="polite">
          {total} {total === 1 ? 'product' : 'products'}
        </span>
      </PageHeading>
      <RecordsTable
        label="All Products"
        columns={['Product', 'Price', 'Advertisement', 'Remove']}
        rows={rows}
        pending={products.isPending}
      >
        {(product) => (
          <>
            <td>
              <ProductSummary product={product} />
            </td>
            <td data-label="Price">
              <ProductPrice product={product} />
            </td>
            <td data-label={product.ads ? 'Advertisement' : undefined}>
              {product.ads ? (
                <span className="badge badge-secondary whitespace-nowrap">{product.ads}</span>
              ) : (
                <button
                  type="button"
                  className="btn btn-primary btn-sm whitespace-nowrap"
                  aria-label={`Add advertisement for ${product.productName}`}
                  disabled={advertise.isPending && advertise.variables === product._id}
                  onClick={() => void advertiseProduct(product._id)}
                >
                  Add advertisement
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
