import type { ReactNode } from 'react';

/** A table cell with its column's name beside it on a phone, where the table's rows stack as cards. */
export function CellPair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <th scope="row" className="py-1.5 text-xs font-medium text-base-content/60 md:hidden">
        {label}
      </th>
      <td className="py-1.5 md:py-3">{children}</td>
    </>
  );
}
