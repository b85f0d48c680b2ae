import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useFormat } from '../../lib/i18n/use-format.ts';
import { useImeiCollisions } from './api/moderation-api.ts';
import { QueuePage } from './components/queue-page.tsx';

/**
 * The admins' view of listings refused because their IMEI was live elsewhere (decision 0036), with how
 * many collisions the person who tried has in the last 24 hours: at the limit their listing is paused
 * and the row is flagged (decision 0052), so whoever probes IMEIs stands out.
 */
export default function ImeiCollisionsPage() {
  const { t } = useTranslation('moderation');
  const { amount, date } = useFormat();
  return (
    <QueuePage
      title={t('collisions.title')}
      intro={t('collisions.intro')}
      empty={t('collisions.empty')}
      what={t('collisions.what')}
      query={useImeiCollisions()}
    >
      {(collisions) => (
        <ul className="flex flex-col gap-3">
          {collisions.map((collision) => (
            <li
              key={collision._id}
              className={`rounded-box border p-4 ${collision.attemptedByLimited ? 'border-warning bg-warning/5' : 'border-base-300'}`}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="font-semibold [overflow-wrap:anywhere]">{t('collisions.tried', { name: collision.attemptedByName })}</p>
                <div className="flex flex-wrap gap-2">
                  <span className={`badge ${collision.attemptedByLimited ? 'badge-warning' : 'badge-ghost'}`}>
                    {t('collisions.recent', { count: collision.attemptedByRecent, n: amount(collision.attemptedByRecent) })}
                  </span>
                  {collision.attemptedByLimited && <span className="badge badge-error">{t('collisions.limited')}</span>}
                </div>
              </div>
              <p className="mt-2 text-sm">
                {t('collisions.met')}:{' '}
                <Link to={paths.product(collision.productId)} className="link [overflow-wrap:anywhere]">
                  {collision.productName}
                </Link>
              </p>
              <p className="text-sm text-base-content/80">
                {collision.imeiLast4 ? t('collisions.imei', { last4: collision.imeiLast4 }) : t('collisions.imeiSecond')}
              </p>
              <p className="mt-1 text-xs text-base-content/70">{t('collisions.when', { when: date(collision.createdAt) })}</p>
            </li>
          ))}
        </ul>
      )}
    </QueuePage>
  );
}
