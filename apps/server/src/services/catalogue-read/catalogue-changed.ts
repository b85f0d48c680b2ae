/**
 * The signal a write use case gives after its transaction has committed, when it changed what the
 * catalogue's lists and product pages show: a listing added, edited, advertised, removed, sold or put
 * back, reviewed or hidden by reports; an order moving (it reserves, sells or relists its phone); a
 * seller verified, rated or deleted. Jobs give it too (the order timers' sweep). What follows from it —
 * the read cache cleared, other instances told, the listing summaries queued — is wired once, in
 * plugins/catalogue-read.ts (decision 0059). Never given inside a transaction: a read between the
 * signal and the commit would keep the old rows.
 */
export type CatalogueChanged = () => void;

/** One signal and the listeners it runs, in the order they were added. */
export interface CatalogueChanges {
  changed: CatalogueChanged;
  onChange(listener: () => void): void;
}

export function catalogueChanges(): CatalogueChanges {
  const listeners: (() => void)[] = [];
  return {
    changed: () => {
      for (const listener of listeners) listener();
    },
    onChange: (listener) => {
      listeners.push(listener);
    },
  };
}
