import { useTranslation } from 'react-i18next';
import type { Product } from '@phonehaat/contract';

/** Asks (through the confirmation dialog) before a listing is removed. */
export function RemoveProductButton({
  product,
  onRemove,
}: {
  product: Pick<Product, '_id' | 'productName'>;
  onRemove: (target: { id: string; name: string }) => void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <button
      type="button"
      className="btn btn-outline btn-error btn-sm"
      aria-label={t('product.removeLabel', { name: product.productName })}
      onClick={() => onRemove({ id: product._id, name: product.productName })}
    >
      {t('product.remove')}
    </button>
  );
}
