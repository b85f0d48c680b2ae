import { toastDefaults } from '@phonehaat/contract';
import type { ToastContainerProps } from 'react-toastify';

/** Spec §2: toasts top-centre, dark, closing after 2000 ms in the main flows. */
export const mainToastOptions: ToastContainerProps = {
  position: 'top-center',
  theme: 'dark',
  autoClose: toastDefaults.mainAutoCloseMs,
};
