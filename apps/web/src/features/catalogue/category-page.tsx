import { useSuspenseQueries } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useRouteError } from 'react-router';
import { RequireUser } from '../../lib/auth/route-guards.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useErrorText } from '../../lib/i18n/translate-message.ts';
import { useFormat } from '../../lib/i18n/use-format.ts';
import { categoriesQuery } from '../../lib/get-categories.ts';
import { categoryProductsQuery } from './api/get-category-products.ts';
import { ProductGrid } from './components/product-grid.tsx';

function CategoryProducts({ id }: { id: string }) {
  const { t } = useTranslation(['products', 'common']);
  const { amount } = useFormat();
  // Suspense: nothing shows until both answers are in (spec §2: loaded before display).
  const [categories, products] = useSuspenseQueries({ queries: [categoriesQuery(), categoryProductsQuery(id)] });
  const category = categories.data.find((item) => item._id === id);
  const name = category?.name ?? t('category.fallbackName');
  const count = products.data.length;
  return (
    <div className="pt-8">
      <PageTitle>{t('category.gridLabel', { name })}</PageTitle>
      <nav aria-label={t('product.breadcrumb')} className="breadcrumbs text-sm">
        <ul>
          <li>
            <Link to={paths.home}>{t('common:nav.home')}</Link>
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
            {t('category.available', { count, n: amount(count) })}
          </p>
        </div>
      </div>
      {/* The cards' titles are h3s: this keeps the outline h1 → h2 → h3 for screen readers. */}
      <h2 className="sr-only">{t('list.forSale')}</h2>
      {count === 0 ? (
        <div className="rounded-box bg-base-200 p-10 text-center">
          <p className="text-lg font-semibold">{t('category.none', { name })}</p>
          <Link to={paths.products} className="btn btn-primary mt-4">
            {t('product.browseAll')}
          </Link>
        </div>
      ) : (
        <ProductGrid products={products.data} label={t('category.gridLabel', { name })} />
      )}
    </div>
  );
}

/** /category/{id}: sign-in required (spec §2, §6), then the brand's products. */
export default function CategoryPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('products');
  return (
    <RequireUser>
      <Suspense fallback={<Spinner label={t('category.loading')} />}>
        <CategoryProducts id={id} />
      </Suspense>
    </RequireUser>
  );
}

/** An unknown category (404) or a failed load, shown inside the public layout. */
export function CategoryError() {
  const error = useRouteError();
  const { t } = useTranslation('products');
  const errorText = useErrorText();
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-bold">{missing ? t('category.missing') : t('category.failed')}</h1>
      <p className="mt-2 text-base-content/70">{missing ? t('category.missingHint') : error instanceof Error ? errorText(error) : t('category.retryHint')}</p>
      <Link to={paths.home} className="btn btn-primary mt-6">
        {t('category.backHome')}
      </Link>
    </div>
  );
}
