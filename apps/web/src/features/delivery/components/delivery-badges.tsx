import { useTranslation } from 'react-i18next';
import { useCourier } from '../use-courier.ts';

/** The product page's "Delivery anywhere in Bangladesh" and "Cash on delivery" (issue 42), as list items; nothing when delivery is off. */
export function DeliveryBadges({ ships, cod }: { ships: boolean | undefined; cod: boolean | undefined }) {
  const { t } = useTranslation('delivery');
  const courier = useCourier();
  if (!courier || !ships) return null;
  return (
    <li className="flex flex-wrap items-center gap-2" data-testid="delivery-badges">
      <span className="badge badge-info badge-soft h-auto min-h-6 whitespace-normal">
        <TruckIcon />
        {t('product.ships')}
      </span>
      {cod && <span className="badge badge-success badge-soft h-auto min-h-6 whitespace-normal">{t('product.cod')}</span>}
    </li>
  );
}

function TruckIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M3 6h11v9H3zM14 9h4l3 3v3h-7z" strokeLinejoin="round" />
      <circle cx="7" cy="17" r="1.8" />
      <circle cx="17.5" cy="17" r="1.8" />
    </svg>
  );
}
