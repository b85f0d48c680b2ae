import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ChartFigureProps {
  title: string;
  /** The chart's meaning in one or two sentences: what a screen reader hears instead of the drawing. */
  summary: string;
  /** The drawing, hidden from assistive technology (the summary and the table say it). */
  chart: ReactNode;
  /** The numbers behind the drawing, in a table opened on demand. */
  table: ReactNode;
  className?: string;
}

/** One chart of the overview with its text alternatives: a summary beside it and its numbers as a table. */
export function ChartFigure({ title, summary, chart, table, className = '' }: ChartFigureProps) {
  const { t } = useTranslation('admin');
  return (
    <figure className={`flex min-w-0 flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4 ${className}`}>
      <figcaption>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="mt-1 text-sm text-base-content/80">{summary}</p>
      </figcaption>
      <div aria-hidden="true" className="h-60 w-full min-w-0">
        {chart}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary">{t('overview.showNumbers')}</summary>
        <div className="mt-2 max-h-80 overflow-auto" data-scrolls-x>
          {table}
        </div>
      </details>
    </figure>
  );
}

/** A plain table of a chart's numbers: a header row and one row per point. */
export function NumbersTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: (string | number)[][] }) {
  return (
    <table className="table table-xs">
      <caption className="sr-only">{caption}</caption>
      {/* daisyUI's 60 % header grey is below 4.5:1 on white; 70 % passes. */}
      <thead className="text-base-content/70">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest]) => (
          <tr key={String(first)}>
            <th scope="row" className="font-normal whitespace-nowrap">
              {first}
            </th>
            {rest.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
