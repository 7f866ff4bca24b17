import { DEFAULT_GLOBAL_ERROR } from '@eb/domain/messages';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { useHelpPhone } from '../../lib/site-context.ts';
import { globalErrorDismissed, selectGlobalError } from '../../lib/ui-slice.ts';
import { GlobalErrorModal } from '../../ui/global-error-modal.tsx';

/** Shows the global error raised anywhere through the ui slice (doc 000 §8). */
export function GlobalErrorHost() {
  const dispatch = useAppDispatch();
  const error = useAppSelector(selectGlobalError);
  const phone = useHelpPhone();

  useEffect(() => {
    // The spec logs every global error to the console.
    if (error) console.error('Global error:', error.message ?? DEFAULT_GLOBAL_ERROR);
  }, [error]);

  const onDismiss = () => {
    const reload = error?.reloadOnClose ?? false;
    dispatch(globalErrorDismissed());
    if (reload) window.location.reload();
  };

  return <GlobalErrorModal open={error !== null} message={error?.message ?? null} phone={phone} onDismiss={onDismiss} />;
}
