import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { selectToast, toastDismissed } from '../../lib/ui-slice.ts';
import { Toast } from '../../ui/toast.tsx';

/** Shows the toast requested anywhere through the ui slice (`toastRequested`). */
export function ToastHost() {
  const dispatch = useAppDispatch();
  const toast = useAppSelector(selectToast);
  const onDismiss = useCallback(() => dispatch(toastDismissed()), [dispatch]);
  return <Toast display={toast.display} message={toast.message} timeout={toast.timeout} tone={toast.tone} onDismiss={onDismiss} />;
}
