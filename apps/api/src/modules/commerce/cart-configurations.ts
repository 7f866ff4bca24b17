import { purchaseOptionOf } from '@eb/domain/commerce-rules';
import type { Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { canUseJob } from '../installation/jobs-store.ts';
import { windowRefusal } from './buy-rules.ts';
import { type AddedToCart, addLinesToCart } from './cart-add.ts';
import { type CartCaller, isInternalUser } from './cart-caller.ts';
import { installationLineOf, productLineOf } from './cart-lines.ts';
import { type CartSource, findCartSources } from './cart-sources.ts';
import type { NewCartLine } from './cart-store.ts';

/**
 * Configurations to the cart by guid (doc 001 §7 add-configurations; the cart GraphQL mutation): a
 * window's product configuration on a design (a design id, and so its configurations, is a read
 * capability), or the installation configuration of a job the caller may use (its customer, or a
 * rep) on this site. Anything else is not found, so that nobody learns whose configuration it is.
 */

export type Resolved =
  | { ok: true; guid: string; lines: NewCartLine[]; source: CartSource }
  | { ok: false; guid: string; code: 'NOT_FOUND' | 'CONFLICT'; message: string };

export const configurationNotFound = (guid: string) => `We could not find configuration ${guid}.`;

export function resolveConfiguration(caller: CartCaller, guid: string, source: CartSource | undefined): Resolved {
  if (!source) return { ok: false, guid, code: 'NOT_FOUND', message: configurationNotFound(guid) };
  if (source.kind === 'window') {
    // Every window carrying the configuration is bought, but a copy saved for later (unless all are).
    const internal = isInternalUser(caller.identity);
    const included = source.items.filter((item) => purchaseOptionOf(item) !== 'do-not-include');
    const wanted = included.length > 0 ? included : source.items.slice(0, 1);
    const refusal = wanted.map((item) => windowRefusal(source.graph, item, internal)).find((message) => message !== null);
    if (refusal) return { ok: false, guid, code: 'CONFLICT', message: refusal };
    const lines = wanted.map((item) => productLineOf(source.graph, item));
    return { ok: true, guid, lines, source };
  }
  if (source.job.siteId !== caller.siteId || !canUseJob(caller.identity, source.job)) {
    return { ok: false, guid, code: 'NOT_FOUND', message: configurationNotFound(guid) };
  }
  return { ok: true, guid, lines: [installationLineOf(source.job, source.configuration, source.design)], source };
}

/** Resolves each distinct guid in the order given. */
export async function resolveConfigurations(tx: Tx, caller: CartCaller, guids: readonly string[]): Promise<Resolved[]> {
  const unique = [...new Set(guids)];
  const sources = await findCartSources(tx, unique);
  return unique.map((guid) => resolveConfiguration(caller, guid, sources.get(guid)));
}

/**
 * `POST /api/cart/v2/add-configurations`: all or nothing. Any guid not found is a 404, any that may
 * not be bought a 409; `details` names each refused guid and why.
 */
export async function addConfigurations(tx: Tx, caller: CartCaller, guids: readonly string[]): Promise<AddedToCart> {
  const resolved = await resolveConfigurations(tx, caller, guids);
  const refused = resolved.filter((entry): entry is Extract<Resolved, { ok: false }> => !entry.ok);
  if (refused.length > 0) {
    const code = refused.some((entry) => entry.code === 'NOT_FOUND') ? 'NOT_FOUND' : 'CONFLICT';
    const first = refused.find((entry) => entry.code === code);
    throw new AppError(
      code,
      first?.message ?? configurationNotFound(''),
      refused.map((entry) => ({ configurationGuid: entry.guid, message: entry.message })),
    );
  }
  return addLinesToCart(
    tx,
    caller,
    resolved.flatMap((entry) => (entry.ok ? entry.lines : [])),
  );
}
