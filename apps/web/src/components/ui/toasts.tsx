import { lazy, Suspense } from 'react';
import { mainToastOptions } from '../../lib/toast.ts';

// react-toastify (16 KB, and a stylesheet it injects when it loads) is needed only once something
// toasts, which always follows a user's action on a rendered page: it loads after the first render
// instead of holding it up. Toasts raised before it has mounted are queued by the library.
const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

/** The app's toast area (spec §2: top-centre, dark, 2000 ms in the main flows). */
export function Toasts() {
  return (
    <Suspense fallback={null}>
      <ToastContainer {...mainToastOptions} />
    </Suspense>
  );
}
