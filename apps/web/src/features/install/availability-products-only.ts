import type { Item } from '@eb/domain/design';
import { useDesignEdits } from '../../lib/design-edits.ts';
import { useAppDispatch, useAppSelector } from '../../lib/hooks.ts';
import { toastRequested } from '../../lib/ui-slice.ts';
import { productsOnlyCommand } from './checkout-rules.ts';

/** Said once 'Buy the products only' switched the windows. */
export const PRODUCTS_ONLY_DONE = 'Every window is now Product Only: Checkout puts them in your cart, to install yourself.';

/** Whether a design's windows have any to switch, worked out once per windows (the selector runs on every store change). */
const switchable = new WeakMap<readonly Item[], boolean>();
function canSwitch(windows: readonly Item[]): boolean {
  let can = switchable.get(windows);
  if (can === undefined) {
    can = productsOnlyCommand(windows) !== null;
    switchable.set(windows, can);
  }
  return can;
}

/** Where nobody installs: the windows set for installation can become Product Only in one step. */
export function useProductsOnly(designId: string, close: () => void) {
  const dispatch = useAppDispatch();
  const edits = useDesignEdits();
  const canBuyProductsOnly = useAppSelector((state) => (edits ? canSwitch(edits.selectWindows(state, designId)) : false));
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
