import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { gatewayOutcome } from '@phonehaat/contract';

/** What a gateway said when it sent the buyer back (?outcome=…); the booking itself says whether it is paid. */
export function GatewayOutcome() {
  const { t } = useTranslation('gateways');
  const [search] = useSearchParams();
  const parsed = gatewayOutcome.safeParse(search.get('outcome'));
  if (!parsed.success || parsed.data === 'paid') return null;
  const tone = parsed.data === 'pending' ? 'alert-info' : parsed.data === 'cancelled' ? 'alert-warning' : 'alert-error';
  return (
    <p role="status" className={`alert alert-soft ${tone}`}>
      {t(`outcome.${parsed.data}`)}
    </p>
  );
}
