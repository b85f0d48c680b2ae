import type { ReactNode } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFormat } from '../../../lib/i18n/use-format.ts';

interface QueuePageProps<T> {
  title: string;
  intro: string;
  empty: string;
  /** What failed to load, for LoadFailed. */
  what: string;
  query: { isPending: boolean; isError: boolean; isFetching: boolean; data: T[] | undefined; refetch: () => unknown };
  /** Counts the badge beside the title (the admin queues); none on the person's own list. */
  badge?: boolean;
  children: (items: T[]) => ReactNode;
}

/** The frame of the moderation lists: title with a count, intro, then loading, failure, empty or the items. */
export function QueuePage<T>({ title, intro, empty, what, query, badge = false, children }: QueuePageProps<T>) {
  const { amount } = useFormat();
  const items = query.data ?? [];
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <div className="mb-5 max-w-3xl">
        <h1 className="text-2xl font-bold">
          {title}
          {badge && items.length > 0 && <span className="badge badge-warning ml-2 align-middle">{amount(items.length)}</span>}
        </h1>
        <p className="mt-1 text-base-content/70">{intro}</p>
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <LoadFailed what={what} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : items.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center text-lg text-base-content/80">{empty}</p>
      ) : (
        <div className="flex flex-col gap-4">{children(items)}</div>
      )}
    </section>
  );
}
