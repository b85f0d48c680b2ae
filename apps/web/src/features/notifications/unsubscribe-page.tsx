import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { NotificationKind } from '@phonehaat/contract';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useErrorText } from '../../lib/i18n/translate-message.ts';
import { useLanguage } from '../../lib/i18n/use-format.ts';
import { useUnsubscribe } from './api/unsubscribe.ts';
import { kindInUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * /unsubscribe?token=… (issue 38), an email's "Stop emails like this" link: no sign-in. It says which
 * emails would stop and stops them only when asked (a mail scanner opening the link changes nothing);
 * a bad link shows the server's reason. Kept out of search by the server's page head.
 */
export default function UnsubscribePage() {
  const { t, i18n } = useTranslation('notifications-ui');
  const language = useLanguage();
  const errorText = useErrorText();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const stop = useUnsubscribe();

  const kind = kindInUnsubscribeToken(token);
  const known = (value: string | undefined): value is NotificationKind =>
    value !== undefined && i18n.exists(`notifications-ui:kinds.${value}`);
  const question = known(kind) ? t('unsubscribe.question', { kind: t(`kinds.${kind}`) }) : t('unsubscribe.questionUnknown');
  // A link the server refuses (400): its reason, which is in English; a Bangla page says the same in Bangla.
  // Any other failure (the network, say) can be tried again.
  const failure = stop.error;
  const invalidLink = failure instanceof ApiError && failure.status === 400;
  const refusal = !failure
    ? ''
    : invalidLink
      ? language === 'en'
        ? failure.message
        : t('unsubscribe.invalid')
      : errorText(failure);

  return (
    <section className="mx-auto w-full max-w-lg py-8 sm:py-14" aria-labelledby="unsubscribe-title">
      <PageTitle>{t('unsubscribe.title')}</PageTitle>
      <div className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-8">
        {stop.isSuccess ? (
          <div role="status" className="flex flex-col gap-3">
            <h1 id="unsubscribe-title" className="text-xl font-bold sm:text-2xl">
              {t('unsubscribe.done')}
            </h1>
            <p className="text-base-content/80">{t('unsubscribe.change')}</p>
            <Link to={paths.notificationSettings} className="btn btn-primary mt-2 min-h-11 self-start">
              {t('unsubscribe.settings')}
            </Link>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <h1 id="unsubscribe-title" className="text-xl font-bold [overflow-wrap:anywhere] sm:text-2xl">
              {token ? question : t('unsubscribe.title')}
            </h1>
            <p className="text-base-content/80">{token ? t('unsubscribe.explain') : t('unsubscribe.noToken')}</p>
            <div aria-live="polite">
              {refusal && (
                <p role="alert" className="rounded-box border border-error/40 bg-error/10 px-4 py-3 text-sm">
                  {refusal}
                </p>
              )}
            </div>
            {invalidLink ? (
              <Link to={paths.notificationSettings} className="btn btn-outline min-h-11 self-start">
                {t('unsubscribe.settings')}
              </Link>
            ) : (
              token && (
                <button
                  type="button"
                  className="btn btn-primary min-h-11 self-start"
                  disabled={stop.isPending}
                  onClick={() => stop.mutate(token)}
                >
                  {stop.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
                  {t('unsubscribe.confirm')}
                </button>
              )
            )}
          </div>
        )}
      </div>
    </section>
  );
}
