import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * On phones every row becomes a card: its cells stack, each under its column's name (the cell's
 * `data-label`), so no column hides off-screen. From 640 px up it is an ordinary table. A cell whose
 * content names itself (a photo with its name, a 'Remove' button) leaves `data-label` out, so the
 * card does not say 'Remove' above Remove. The header row is only hidden visually on phones (`sr-only`
 * there, `not-sr-only` from 640 px): screen readers still name each cell by its column.
 */
const STACK_ON_PHONE = [
  'max-sm:[&_tbody_tr]:flex max-sm:[&_tbody_tr]:flex-col max-sm:[&_tbody_tr]:gap-2 max-sm:[&_tbody_tr]:py-3',
  'max-sm:[&_tbody_:is(td,th)]:py-0 max-sm:[&_tbody_:is(td,th)]:border-0 max-sm:[&_tbody_th[data-label]]:flex max-sm:[&_tbody_th[data-label]]:gap-1',
  'max-sm:[&_:is(td,th)[data-label]]:before:block max-sm:[&_:is(td,th)[data-label]]:before:text-xs max-sm:[&_:is(td,th)[data-label]]:before:font-semibold',
  'max-sm:[&_:is(td,th)[data-label]]:before:text-base-content/70 max-sm:[&_:is(td,th)[data-label]]:before:content-[attr(data-label)]',
].join(' ');

/** A table with a caption for assistive technology that turns into cards on phones. */
function DataTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className={`table ${STACK_ON_PHONE}`} aria-label={label}>
        {children}
      </table>
    </div>
  );
}

function EmptyRow({ columns, text, children }: { columns: number; text: string; children?: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="py-10 text-center text-lg text-base-content/70">
        {text}
        {children && <div className="mt-4 flex justify-center">{children}</div>}
      </td>
    </tr>
  );
}

function LoadingRow({ columns }: { columns: number }) {
  const { t } = useTranslation('dashboard');
  return (
    <tr>
      <td colSpan={columns} className="py-10 text-center">
        <span className="loading loading-spinner loading-md text-primary" role="status" aria-label={t('table.loading')} />
      </td>
    </tr>
  );
}

interface RecordsTableProps<Row extends { _id: string }> {
  /** The table's name for assistive technology. */
  label: string;
  columns: string[];
  rows: Row[];
  pending: boolean;
  /** Shown instead of the rows when the list could not be loaded. */
  errorText?: string | undefined;
  /** Offered with `errorText`: loads the list again. */
  onRetry?: (() => void) | undefined;
  /** Offered under 'No Data': where to go from an empty list. */
  emptyAction?: ReactNode;
  /** The cells of one row; each carries its column's name in `data-label` for the phone layout, unless its content says it. */
  children: (row: Row, index: number) => ReactNode;
}

/** The dashboard's lists: a header, then a spinner, an error, 'No Data' (spec §2) or one row per record. */
export function RecordsTable<Row extends { _id: string }>({
  label,
  columns,
  rows,
  pending,
  errorText,
  onRetry,
  emptyAction,
  children,
}: RecordsTableProps<Row>) {
  const { t } = useTranslation(['dashboard', 'spec']);
  const body = pending ? (
    <LoadingRow columns={columns.length} />
  ) : errorText ? (
    <EmptyRow columns={columns.length} text={errorText}>
      {onRetry && (
        <button type="button" className="btn btn-primary btn-sm" onClick={onRetry}>
          {t('table.retry')}
        </button>
      )}
    </EmptyRow>
  ) : rows.length === 0 ? (
    <EmptyRow columns={columns.length} text={t('spec:noData')}>
      {emptyAction}
    </EmptyRow>
  ) : (
    rows.map((row, index) => <tr key={row._id}>{children(row, index)}</tr>)
  );
  return (
    <DataTable label={label}>
      {/* daisyUI's 60 % header grey is below 4.5:1 on white; 70 % passes. */}
      <thead className="sr-only text-base-content/70 sm:not-sr-only">
        <tr>
          {columns.map((column) => (
            <th key={column}>{column}</th>
          ))}
        </tr>
      </thead>
      <tbody>{body}</tbody>
    </DataTable>
  );
}
