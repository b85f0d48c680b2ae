import type { ReactNode } from 'react';

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

/**
 * On phones every row becomes a card: its cells stack, each under its column's name (the cell's
 * `data-label`), so no column hides off-screen. From 640 px up it is an ordinary table.
 */
const STACK_ON_PHONE = [
  'max-sm:[&_thead]:sr-only',
  'max-sm:[&_tbody_tr]:flex max-sm:[&_tbody_tr]:flex-col max-sm:[&_tbody_tr]:gap-2 max-sm:[&_tbody_tr]:py-3',
  'max-sm:[&_tbody_:is(td,th)]:py-0 max-sm:[&_tbody_:is(td,th)]:border-0 max-sm:[&_tbody_th[data-label]]:flex max-sm:[&_tbody_th[data-label]]:gap-1',
  'max-sm:[&_:is(td,th)[data-label]]:before:block max-sm:[&_:is(td,th)[data-label]]:before:text-xs max-sm:[&_:is(td,th)[data-label]]:before:font-semibold',
  'max-sm:[&_:is(td,th)[data-label]]:before:text-base-content/60 max-sm:[&_:is(td,th)[data-label]]:before:content-[attr(data-label)]',
].join(' ');

/** A table with a caption for assistive technology that turns into cards on phones. */
export function DataTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className={`table ${STACK_ON_PHONE}`} aria-label={label}>
        {children}
      </table>
    </div>
  );
}

export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <tr>
      <td colSpan={columns} className="py-10 text-center text-lg text-base-content/70">
        {text}
      </td>
    </tr>
  );
}

export function LoadingRow({ columns }: { columns: number }) {
  return (
    <tr>
      <td colSpan={columns} className="py-10 text-center">
        <span className="loading loading-spinner loading-md text-primary" role="status" aria-label="Loading" />
      </td>
    </tr>
  );
}
