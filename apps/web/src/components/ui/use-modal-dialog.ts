import { useEffect, useRef, type RefObject } from 'react';

/**
 * A native <dialog> shown as a modal while `open`: `showModal()` makes the rest of the page inert; `focus`
 * (when given) takes focus once it shows, and the element that opened it has focus back when it closes.
 */
export function useModalDialog(open: boolean, focus?: RefObject<HTMLElement | null>): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      focus?.current?.focus();
      return () => opener?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, focus]);
  return ref;
}
