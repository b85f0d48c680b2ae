import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame of the sign-in and sign-up pages: a side panel on wide screens, the form card beside it. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <div className="mx-auto grid max-w-5xl gap-0 py-8 sm:py-12 lg:grid-cols-2">
      <div className="hidden flex-col justify-between rounded-l-box bg-gradient-to-br from-primary to-emerald-900 p-10 text-primary-content lg:flex">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-primary-content/80">{t('common:brand.name')}</p>
          <p className="mt-4 text-3xl font-bold leading-snug">{t('card.pitch')}</p>
        </div>
        <ul className="grid gap-3 text-primary-content/90">
          <li>{t('card.points.prices')}</li>
          <li>{t('card.points.pay')}</li>
          <li>{t('card.points.pickup')}</li>
        </ul>
      </div>
      <div className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-10 lg:rounded-l-none">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1 text-base-content/70">{subtitle}</p>
        <div className="mt-6">{children}</div>
        <div className="mt-6 text-center text-sm">{footer}</div>
      </div>
    </div>
  );
}
