import { useId, type ReactNode } from 'react';

/** One part of the account page: a card with its heading. `danger` marks the part that deletes the account. */
export function AccountSection({ title, danger = false, children }: { title: string; danger?: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`card card-border bg-base-100 shadow-sm ${danger ? 'border-error/60' : 'border-base-300'}`}
    >
      <div className="card-body gap-4 p-4 sm:p-6">
        <h2 id={headingId} className={`text-lg font-semibold ${danger ? 'text-error' : ''}`}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** A form's outcome under it: a success (polite) or a refusal (an alert). */
export function FormNote({ note }: { note: { ok: boolean; text: string } | null }) {
  return (
    <div role="status" className="empty:hidden">
      {note && (
        <p
          className={`rounded-field px-3 py-2 text-sm font-medium ${note.ok ? 'border border-success/60 bg-success/10' : 'bg-error/10 text-error'}`}
        >
          {note.text}
        </p>
      )}
    </div>
  );
}
