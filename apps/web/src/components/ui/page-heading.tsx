import type { ReactNode } from 'react';

/** A dashboard page's heading, which also names the browser tab after the page. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
      <title>{`${title} — PhoneHaat`}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </div>
  );
}
