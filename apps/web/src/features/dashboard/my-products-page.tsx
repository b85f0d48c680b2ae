import { Link } from 'react-router';
import { messages } from '@phonehaat/contract';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { paths } from '../../config/paths.ts';
import { useMyProducts, useRemoveProduct } from './api/products.ts';
import { DataTable, EmptyRow, LoadingRow, PageHeading } from './components/page-heading.tsx';
import { ProductPrice, ProductSummary } from './components/product-summary.tsx';
import { useConfirmedDelete } from './components/use-confirmed-delete.ts';

const COLUMNS = 4;

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
      <DataTable label="My Products">
        <thead>
          <tr>
            <th>Product</th>
            <th>Price</th>
            <th>Status</th>
            <th>Remove</th>
          </tr>
        </thead>
        <tbody>
          {products.isPending ? (
            <LoadingRow columns={COLUMNS} />
          ) : rows.length === 0 ? (
            <EmptyRow columns={COLUMNS} text={products.isError ? products.error.message : messages.noData} />
          ) : (
            rows.map((product) => (
              <tr key={product._id}>
                <td data-label="Product">
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
                <td data-label="Remove">
                  {product.status === 'available' ? (
                    <button
                      type="button"
                      className="btn btn-outline btn-error btn-sm"
                      aria-label={`Remove ${product.productName}`}
                      onClick={() => remove.ask({ id: product._id, name: product.productName })}
                    >
                      Remove
                    </button>
                  ) : (
                    <span className="text-sm text-base-content/60">Kept on record</span>
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </DataTable>
      <ConfirmDialog {...remove.dialogProps} />
    </section>
  );
}
