import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCategories } from '../../lib/get-categories.ts';
import { SectionHeading } from './section-heading.tsx';

/** Spec §2 home: 'All Category' grid, each brand linking to its category page. */
export function CategoryGrid() {
  const categories = useCategories();
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="all-category" className="mt-16">
      <SectionHeading id="all-category" title={t('categories.title')} subtitle={t('categories.subtitle')} />
      {categories.isError ? (
        <p className="alert alert-error">{t('categories.loadFailed')}</p>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 lg:grid-cols-8">
          {categories.isPending
            ? Array.from({ length: 8 }, (_, index) => (
                <li key={index}>
                  <div className="skeleton h-36 w-full" />
                </li>
              ))
            : categories.data.map((category) => (
                <li key={category._id}>
                  <Link
                    to={paths.category(category._id)}
                    className="group flex h-full flex-col items-center gap-2 rounded-box border border-base-300 bg-base-100 p-3 text-center sm:gap-3 sm:p-4 transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md"
                  >
                    <img src={category.img} alt="" className="size-12 object-contain transition group-hover:scale-105 sm:size-16" loading="lazy" />
                    <span className="text-sm font-semibold sm:text-base">{category.name}</span>
                  </Link>
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
