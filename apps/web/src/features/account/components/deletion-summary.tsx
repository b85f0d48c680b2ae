import { useTranslation } from 'react-i18next';
import { keptRecords, removedData } from '@phonehaat/contract';

/**
 * What deleting the account removes and what it keeps (issue 38 §4), worded from the contract's codes
 * (the server answers the same codes once it is done).
 */
export function DeletionSummary() {
  const { t } = useTranslation('account');
  return (
    <div className="grid gap-3 text-sm">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <h3 className="mb-1 font-semibold">{t('delete.removedHeading')}</h3>
          <ul className="list-disc space-y-1 ps-5">
            {removedData.map((part) => (
              <li key={part}>{t(`delete.removed.${part}`)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-1 font-semibold">{t('delete.keptHeading')}</h3>
          <ul className="list-disc space-y-1 ps-5">
            {keptRecords.map((record) => (
              <li key={record}>{t(`delete.kept.${record}`)}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="text-base-content/70">
        {t('delete.keptWhy')} {t('delete.emailFree')}
      </p>
    </div>
  );
}
