import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { Product } from '@phonehaat/contract';
import { paths } from '../../../config/paths.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useSiteOrigin } from '../../../lib/site-origin.tsx';

/** What a share names: the phone, its price in the page's language, and the page's address. */
export interface ShareTarget {
  title: string;
  text: string;
  url: string;
}

/** Facebook's sharer reads the page's own title and photo; it takes only the address. */
export const facebookShareUrl = ({ url }: ShareTarget) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
/** WhatsApp's link takes one prefilled message: the phone, its price and the address. */
export const whatsAppShareUrl = ({ text, url }: ShareTarget) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

const neverChanges = () => () => {};
/**
 * Whether the browser has the Web Share API. A page rendered on the server (decision 0049) shows the
 * links first, as the server cannot know; the phone's own button replaces them once the app has started.
 */
const useNativeShare = () =>
  useSyncExternalStore(neverChanges, () => typeof navigator.share === 'function', () => false);

/**
 * The product page's share buttons (issue 23 item 6). On phones with the Web Share API one button opens
 * the phone's own share sheet, which already offers WhatsApp, Facebook and copying; elsewhere there are
 * Facebook and WhatsApp links and a copy-link button. A Bangla page shares its Bangla address (`?lang=bn`).
 */
export function ShareButtons({ product, className = '' }: { product: Pick<Product, '_id' | 'productName' | 'selling'>; className?: string }) {
  const { t } = useTranslation('share');
  const { tk, language } = useFormat();
  const nativeShare = useNativeShare();
  const url = new URL(paths.product(product._id), useSiteOrigin());
  if (language !== 'en') url.searchParams.set('lang', language);
  const target: ShareTarget = {
    title: product.productName,
    text: t('text', { name: product.productName, price: tk(product.selling) }),
    url: url.href,
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(target.url);
      toast.success(t('buttons.copied'));
    } catch {
      toast.error(t('buttons.copyFailed'));
    }
  };

  const button = 'btn btn-outline btn-sm h-auto min-h-8 py-1';
  return (
    <div role="group" aria-label={t('buttons.groupLabel')} className={`flex flex-wrap gap-2 ${className}`}>
      {nativeShare ? (
        <button type="button" className={button} onClick={() => void shareNatively(target)}>
          {t('buttons.share')}
        </button>
      ) : (
        <>
          <a className={button} href={facebookShareUrl(target)} target="_blank" rel="noopener noreferrer" aria-label={t('buttons.facebookLabel')}>
            {t('buttons.facebook')}
          </a>
          <a className={button} href={whatsAppShareUrl(target)} target="_blank" rel="noopener noreferrer" aria-label={t('buttons.whatsappLabel')}>
            {t('buttons.whatsapp')}
          </a>
          <button type="button" className={button} onClick={() => void copyLink()}>
            {t('buttons.copyLink')}
          </button>
        </>
      )}
    </div>
  );
}

/** The phone's share sheet; closing it without choosing (an AbortError) is not a failure worth telling. */
async function shareNatively(target: ShareTarget): Promise<void> {
  try {
    await navigator.share(target);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('share failed', error);
  }
}
