import { useTranslation } from 'react-i18next';

/** "Cash at meet-up accepted" on a listing whose seller takes cash (decision 0034); nothing otherwise. */
export function CashAcceptedBadge({ accepted }: { accepted: boolean | undefined }) {
  const { t } = useTranslation('cash');
  if (!accepted) return null;
  return (
    <li className="flex items-center gap-2" data-testid="cash-accepted">
      <span className="badge badge-success badge-soft h-auto min-h-6 whitespace-normal">{t('product.accepted')}</span>
    </li>
  );
}
