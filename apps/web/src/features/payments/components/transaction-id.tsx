import { useTranslation } from 'react-i18next';

/** The processor's transaction id, shown once a booking is paid. */
export function TransactionId({ id }: { id: string }) {
  const { t } = useTranslation('payments');
  return (
    <p className="break-all">
      {t('page.transactionId')} <span className="font-mono font-bold">{id}</span>
    </p>
  );
}
