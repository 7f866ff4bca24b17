import { itemProductFrom } from '@eb/domain/catalog-item';
import type { DesignCommand, SingleCommand } from '@eb/domain/commands/command';
import type { Item, ItemProduct } from '@eb/domain/design';
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
    case 'window.product':
      return { ...command, product: swap(command.product) };
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
