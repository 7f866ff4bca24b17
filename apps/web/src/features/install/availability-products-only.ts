import { useMemo } from 'react';
import { useDesignEdits } from '../../lib/design-edits.ts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { toastRequested } from '../../lib/ui-slice.ts';
import { productsOnlyCommand } from './checkout-rules.ts';

/** Said once 'Buy the products only' switched the windows. */
export const PRODUCTS_ONLY_DONE = 'Every window is now Product Only: Checkout puts them in your cart, to install yourself.';

/** Where nobody installs: the windows set for installation can become Product Only in one step. */
export function useProductsOnly(designId: string, close: () => void) {
  const dispatch = useAppDispatch();
  const edits = useDesignEdits();
  const windows = useAppSelector((state) => edits?.selectWindows(state, designId) ?? null);
  const canBuyProductsOnly = useMemo(() => windows !== null && productsOnlyCommand(windows) !== null, [windows]);
  const buyProductsOnly = () => {
    if (!edits) return;
    dispatch((_, getState) => {
      const command = productsOnlyCommand(edits.selectWindows(getState(), designId));
      if (command) dispatch(edits.run(designId, command));
    });
    dispatch(toastRequested({ message: PRODUCTS_ONLY_DONE, timeout: 5000 }));
    close();
  };
  return { canBuyProductsOnly, buyProductsOnly };
}
