import { selectedWindows } from '@eb/domain/commerce-rules';
import type { DesignGraph } from '@eb/domain/design';
import { formatMoney } from '@eb/domain/format';
import { hasInStoreMeasureOrder } from '@eb/domain/in-store-measure';
import { sizeText } from '@eb/domain/measurements';
import { toDollars } from '@eb/domain/money';
import type { Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { presentGraph } from '../designs/present.ts';
import { loadStates } from '../designs/state.ts';
import { productLineOf } from './cart-lines.ts';
import type { WindowWithProduct } from './cart-sources.ts';
import type { CartLineRow, NewCartLine } from './cart-store.ts';

/**
 * A cart line bought from a design is a copy of one window as it was when it was added. At checkout
 * every such line is read again from its design, so an order never buys a window at a size, product,
 * option or price the design no longer shows (issue 28). The cart's own quantity is the buyer's to
 * change and is not compared.
 */

type StoredLine = Pick<
  CartLineRow,
  'product_id' | 'product_name' | 'width' | 'height' | 'options' | 'unit_price_cents' | 'unit_retail_cents' | 'room_name' | 'window_name'
>;

const size = (width: number | null, height: number | null) => (width !== null && height !== null ? sizeText(width, height) : 'no size');

/** Sizes are stored as numeric (PostgreSQL answers them as text). */
const sameSize = (stored: unknown, now: number | null) => (stored === null || stored === undefined ? now === null : Number(stored) === now);

const optionsText = (options: unknown) => JSON.stringify(typeof options === 'string' ? JSON.parse(options) : (options ?? []));

/** What a buyer would get otherwise than the stored line says, in words; null when nothing (names do not count). */
export function lineChange(stored: StoredLine, now: NewCartLine): string | null {
  if (stored.product_id !== now.productId) return `now ${now.productName}`;
  if (!sameSize(stored.width, now.width) || !sameSize(stored.height, now.height)) return `now ${size(now.width, now.height)}`;
  if (optionsText(stored.options) !== optionsText(now.options)) return 'its options changed';
  if (stored.unit_price_cents !== now.unitPriceCents || stored.unit_retail_cents !== now.unitRetailCents) {
    return `now ${formatMoney(toDollars(now.unitPriceCents))} each`;
  }
  return null;
}

/** Whether a line added again differs from the one in the cart at all (a renamed window counts too). */
export const lineDiffers = (stored: StoredLine, now: NewCartLine) =>
  lineChange(stored, now) !== null || stored.room_name !== now.roomName || stored.window_name !== now.windowName;

export interface ChangedLine {
  lineId: string;
  itemId: string;
  /** 'A1 in Living Room'. */
  window: string;
  change: string;
}

const windowName = (line: Pick<CartLineRow, 'window_name' | 'room_name' | 'design_name'>) =>
  `${line.window_name ?? 'A window'} in ${line.room_name || line.design_name}`;

/** The product lines whose window is not what the design shows now (changed, gone, or no longer on offer). */
export async function changedDesignLines(tx: Tx, lines: readonly CartLineRow[]): Promise<ChangedLine[]> {
  const fromDesigns = lines.filter((line) => line.kind === 'product' && line.design_id !== null && line.item_id !== null);
  if (fromDesigns.length === 0) return [];
  const designIds = [...new Set(fromDesigns.map((line) => line.design_id as string))];
  const graphs = new Map<string, DesignGraph>((await loadStates(tx, designIds)).map((state) => [state.design.id, presentGraph(state)]));
  const changed: ChangedLine[] = [];
  for (const line of fromDesigns) {
    const graph = graphs.get(line.design_id as string);
    const item = graph?.items.find((candidate) => candidate.itemId === line.item_id && !candidate.isDeleted);
    const selected = item && graph ? (selectedWindows([item]) as WindowWithProduct[])[0] : undefined;
    const change = !item
      ? 'removed from the design'
      : !selected || !graph
        ? 'no longer has a product to buy'
        : !selected.itemProduct.isValid || selected.itemProduct.productStatus === 'Discontinued'
          ? 'its product can no longer be bought'
          : hasInStoreMeasureOrder(graph.design)
            ? 'the store measures it first: an in-store measure was ordered'
            : lineChange(line, productLineOf(graph, selected));
    if (change) changed.push({ lineId: line.id, itemId: line.item_id as string, window: windowName(line), change });
  }
  return changed;
}

export const cartChangedMessage = (changed: readonly ChangedLine[]) =>
  `Some windows changed in their design after you added them to your cart: ${changed
    .map((line) => `${line.window} (${line.change})`)
    .join('; ')}. Add the design to your cart again to buy it as it is now, or remove those lines.`;

/** Refuses (409, naming every window) a cart whose design lines no longer match their designs. */
export async function assertCartMatchesDesigns(tx: Tx, lines: readonly CartLineRow[]): Promise<void> {
  const changed = await changedDesignLines(tx, lines);
  if (changed.length > 0) throw new AppError('CONFLICT', cartChangedMessage(changed), changed);
}
