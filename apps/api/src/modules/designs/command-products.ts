import { itemProductFrom } from '@eb/domain/catalog-item';
import type { DesignCommand, SingleCommand } from '@eb/domain/commands/command';
import { placementWindowName, shipDateOf } from '@eb/domain/commands/placement';
import type { DesignGraph, Item, ItemProduct } from '@eb/domain/design';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { present, price } from '../catalog/configurations.ts';

/**
 * A product a client puts on a window in a command (placing, swapping, or putting back by undo) is
 * only trusted by its configuration: the snapshot is made again here from the stored configuration
 * and today's catalog, so no client can name its own price. One query for all products of a command.
 */
function productsOf(command: SingleCommand): ItemProduct[] {
  switch (command.type) {
    case 'window.product':
      return command.product ? [command.product] : [];
    case 'windows.restore':
      return command.entries.flatMap((entry) => (entry.item.itemProduct ? [entry.item.itemProduct] : []));
    case 'room.restore':
      return command.items.flatMap((item) => (item.itemProduct ? [item.itemProduct] : []));
    default:
      return [];
  }
}

function withProducts(command: SingleCommand, trusted: Map<string, ItemProduct>): SingleCommand {
  const swap = (product: ItemProduct | null) => (product ? (trusted.get(product.configurationGuid) ?? product) : null);
  const swapItem = (item: Item): Item => (item.itemProduct ? { ...item, itemProduct: swap(item.itemProduct) } : item);
  switch (command.type) {
    case 'window.product': {
      const product = swap(command.product);
      if (command.estimatedShipDate === undefined) return { ...command, product };
      // The ship estimate is worked out here too, from the trusted product's lead time.
      return { ...command, product, estimatedShipDate: product ? shipDateOf(product, Date.now()) : null };
    }
    case 'windows.restore':
      return { ...command, entries: command.entries.map((entry) => ({ ...entry, item: swapItem(entry.item) })) };
    case 'room.restore':
      return { ...command, items: command.items.map(swapItem) };
    default:
      return command;
  }
}

export async function withTrustedProducts(db: Db, catalog: Catalog, command: DesignCommand): Promise<DesignCommand> {
  const singles = command.type === 'batch' ? command.commands : [command];
  const guids = [...new Set(singles.flatMap(productsOf).map((product) => product.configurationGuid))];
  if (guids.length === 0) return command;
  const rows = await db.selectFrom('configurations').selectAll().where('guid', 'in', guids).execute();
  const trusted = new Map<string, ItemProduct>();
  for (const row of rows) {
    const configuration = present(row);
    const product = catalog.get(configuration.productId);
    trusted.set(row.guid, itemProductFrom(product, configuration, price(product, configuration).priced));
  }
  const unknown = guids.find((guid) => !trusted.has(guid));
  if (unknown) throw new AppError('NOT_FOUND', 'We could not find that product configuration.');
  if (command.type !== 'batch') return withProducts(command, trusted);
  return { ...command, commands: command.commands.map((single) => withProducts(single, trusted)) as typeof command.commands };
}

/**
 * Names for the configurations a command put on windows (`window.product`), each named for the
 * window it dresses as the configurator shows it. `graph` is the design after the command. A
 * configuration a copied window shares is not renamed: copies are not `window.product` commands.
 */
export function placedWindowNames(graph: DesignGraph, command: DesignCommand, into: Map<string, string>): void {
  const singles = command.type === 'batch' ? command.commands : [command];
  for (const single of singles) {
    if (single.type !== 'window.product' || !single.product) continue;
    const name = placementWindowName(graph, single.itemId);
    if (name !== null) into.set(single.product.configurationGuid, name);
  }
}
