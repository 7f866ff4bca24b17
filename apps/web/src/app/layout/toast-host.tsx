import { useCallback } from 'react';
import { Toast } from '../../ui/toast.tsx';
import { useAppDispatch, useAppSelector } from '../hooks.ts';
import { selectToast, toastDismissed } from '../ui-slice.ts';

/** Shows the toast requested anywhere through the ui slice (`toastRequested`). */
export function ToastHost() {
  const dispatch = useAppDispatch();
  const toast = useAppSelector(selectToast);
  const onDismiss = useCallback(() => dispatch(toastDismissed()), [dispatch]);
  return <Toast display={toast.display} message={toast.message} timeout={toast.timeout} onDismiss={onDismiss} />;
}
