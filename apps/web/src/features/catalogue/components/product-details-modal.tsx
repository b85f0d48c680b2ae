import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Product } from '@phonehaat/contract';
import { Modal } from '../../../components/ui/modal.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { VerifiedTick } from '../../../components/ui/verified-tick.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { MissingPhoto } from './product-image.tsx';

/** Spec §2: the signed-out visitor's modal — image and details, and a link to sign in that comes back here. */
export function ProductDetailsModal({ product, open, onClose }: { product: Product; open: boolean; onClose: () => void }) {
  const location = useLocation();
  const [photoFailed, setPhotoFailed] = useState(false);
  const { t } = useTranslation(['products', 'spec']);
  const { amount, date } = useFormat();
  return (
    <Modal open={open} onClose={onClose} title={product.productName} className="sm:max-w-2xl">
      <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="aspect-square overflow-hidden rounded-box bg-gradient-to-b from-white to-[#e9edf2]">
          {photoFailed ? (
            <MissingPhoto name={product.productName} />
          ) : (
            <img
              src={product.image}
              alt={product.productName}
              className="h-full w-full object-contain"
              onError={() => setPhotoFailed(true)}
            />
          )}
        </div>
        <div className="grid content-start gap-3">
          <Price selling={product.selling} purchase={product.purchase} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-base-content/70">{t('details.brand')}</dt>
            <dd>{product.brandName}</dd>
            <dt className="text-base-content/70">{t('details.seller')}</dt>
            <dd className="flex items-center gap-1">
              {product.seller}
              {product.sellerVerified && <VerifiedTick />}
            </dd>
            <dt className="text-base-content/70">{t('details.used')}</dt>
            <dd>{t('card.years', { count: product.usingYears, n: amount(product.usingYears) })}</dd>
            <dt className="text-base-content/70">{t('details.location')}</dt>
            <dd>{product.location}</dd>
            <dt className="text-base-content/70">{t('details.posted')}</dt>
            <dd>{date(product.postDate)}</dd>
          </dl>
          <p className="text-sm leading-relaxed text-base-content/80">{product.details}</p>
          <Link to={paths.signIn} state={{ from: location }} className="btn btn-primary mt-1">
            {t('spec:pleaseLogin')}
          </Link>
        </div>
      </div>
    </Modal>
  );
}
