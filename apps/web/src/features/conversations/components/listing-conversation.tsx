import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Product } from '@phonehaat/contract';
import { paths } from '../../../config/paths.ts';
import { useIsOwnListing } from '../../catalogue/index.ts';
import { useListingConversation } from '../api/get-conversation-ref.ts';
import { AskSellerDialog } from './ask-seller-dialog.tsx';
import { MakeOfferDialog } from './make-offer-dialog.tsx';

/**
 * A product page's "Make an offer" and "Ask the seller" (issue 39 §1, §4), for a signed-in person who is
 * not its seller; "Open conversation" instead of asking when they have a thread about it. A sold or
 * reserved phone takes no new thread and no offer, but an existing thread still opens.
 */
export function ListingConversation({ product }: { product: Product }) {
  const { t } = useTranslation(['conversations', 'product-page']);
  const navigate = useNavigate();
  const own = useIsOwnListing(product);
  const thread = useListingConversation(product._id, !own);
  const [asking, setAsking] = useState(false);
  const [offering, setOffering] = useState(false);
  if (own) return null;

  const live = product.status === 'available';
  const conversationId = thread.data?.conversationId ?? null;
  if (!live && !conversationId) return null;

  return (
    <div className="flex max-w-md flex-wrap gap-2" data-testid="listing-conversation">
      {live && (
        <button type="button" className="btn btn-outline btn-primary min-h-11 flex-1" onClick={() => setOffering(true)}>
          {t('offer.make')}
        </button>
      )}
      {conversationId ? (
        <Link to={paths.conversation(conversationId)} className="btn btn-outline min-h-11 flex-1">
          {t('product-page:conversation.open')}
        </Link>
      ) : (
        // Until the thread is known, the button waits: "Ask" must not open a second thread.
        <button
          type="button"
          className="btn btn-outline min-h-11 flex-1"
          disabled={thread.isPending}
          onClick={() => setAsking(true)}
        >
          {t('product-page:conversation.ask')}
        </button>
      )}
      <AskSellerDialog
        productId={product._id}
        productName={product.productName}
        sellerName={product.seller}
        open={asking}
        onClose={() => setAsking(false)}
      />
      {live && (
        <MakeOfferDialog
          listing={{
            productId: product._id,
            productName: product.productName,
            productImage: product.image,
            price: product.selling,
          }}
          open={offering}
          onClose={() => setOffering(false)}
          onSent={(offer) => void navigate(paths.conversation(offer.conversationId))}
        />
      )}
    </div>
  );
}
