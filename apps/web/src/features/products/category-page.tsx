import { useSuspenseQueries } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link, useParams, useRouteError } from 'react-router';
import { RequireUser } from '../../lib/auth/route-guards.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-error.ts';
import { categoriesQuery } from '../../lib/get-categories.ts';
import { categoryProductsQuery } from './api/get-category-products.ts';
import { ProductGrid } from './components/product-grid.tsx';

function CategoryProducts({ id }: { id: string }) {
  // Suspense: nothing shows until both answers are in (spec §2: loaded before display).
  const [categories, products] = useSuspenseQueries({ queries: [categoriesQuery(), categoryProductsQuery(id)] });
  const category = categories.data.find((item) => item._id === id);
  const name = category?.name ?? 'Category';
  return (
    <div className="pt-8">
      <title>{`${name} phones — PhoneHaat`}</title>
      <nav aria-label="Breadcrumb" className="breadcrumbs text-sm">
        <ul>
          <li>
            <Link to={paths.home}>Home</Link>
          </li>
          <li>
            <span aria-current="page">{name}</span>
          </li>
        </ul>
      </nav>
      <div className="mb-6 mt-2 flex items-center gap-4">
        {category && <img src={category.img} alt="" className="size-14 rounded-box border border-base-300 p-2" />}
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
          <p className="text-base-content/70">
            {products.data.length} {products.data.length === 1 ? 'phone' : 'phones'} available
          </p>
        </div>
      </div>
      {/* The cards' titles are h3s: this keeps the outline h1 → h2 → h3 for screen readers. */}
      <h2 className="sr-only">Phones for sale</h2>
      {products.data.length === 0 ? (
        <div className="rounded-box bg-base-200 p-10 text-center">
          <p className="text-lg font-semibold">No {name} phones are listed right now.</p>
          <Link to={paths.products} className="btn btn-primary mt-4">
            Browse All Products
          </Link>
        </div>
      ) : (
        <ProductGrid products={products.data} label={`${name} phones`} />
      )}
    </div>
  );
}

/** /category/{id}: sign-in required (spec §2, §6), then the brand's products. */
export default function CategoryPage() {
  const { id = '' } = useParams();
  return (
    <RequireUser>
      <Suspense fallback={<Spinner label="Loading the category" />}>
        <CategoryProducts id={id} />
      </Suspense>
    </RequireUser>
  );
}

/** An unknown category (404) or a failed load, shown inside the public layout. */
export function CategoryError() {
  const error = useRouteError();
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-bold">{missing ? 'This category does not exist' : 'Something went wrong'}</h1>
      <p className="mt-2 text-base-content/70">{missing ? 'Pick a brand from the home page.' : error instanceof Error ? error.message : 'Please try again.'}</p>
      <Link to={paths.home} className="btn btn-primary mt-6">
        Back To Home
      </Link>
    </div>
  );
}
