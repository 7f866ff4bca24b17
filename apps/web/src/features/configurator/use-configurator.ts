import type { Configuration } from '@eb/domain/catalog';
import { requestedProduct } from '@eb/domain/catalog-item';
import { placementCommand } from '@eb/domain/commands/placement';
import { configurationEndpoints } from '@eb/domain/endpoints/catalog';
import { designEndpoints } from '@eb/domain/endpoints/designs';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, call } from '../../lib/api-client.ts';
import { flushAnalytics, publish } from '../../lib/event-bus.ts';
import { clearHandOff, readHandOff, writeReturnedStep } from '../../lib/hand-off.ts';
import { asApiError, useConfigurationQuery, useProductQuery } from '../../lib/server-api.ts';

/** The configuration the address names, and the design and window it is for (the address's, else the builder's hand-off). */
export function useConfiguredWindow() {
  const [params] = useSearchParams();
  const handOff = readHandOff();
  return {
    guid: params.get('configurationGuid') ?? '',
    handOff,
    designId: params.get('designId') ?? handOff?.designId ?? null,
    itemId: params.get('itemId') ?? handOff?.itemId ?? null,
  };
}

/**
 * The configuration the address names, its product, and what the page does with them: price each
 * change, and put the product on the window it was opened from. Failed or still loading until both
 * are here.
 */
export function useConfigurator() {
  const { guid, handOff, designId, itemId } = useConfiguredWindow();
  // The configuration as the server has it, then its product; the page's edits replace the first.
  const loaded = useConfigurationQuery(guid, { refetchOnMountOrArgChange: true });
  const productRead = useProductQuery(loaded.currentData?.productId ?? skipToken);
  const product = productRead.currentData ?? null;
  // Edits belong to the configuration they were made on (another guid starts from the server's).
  const [edits, setEdits] = useState<{ guid: string; configuration: Configuration } | null>(null);
  const configuration = (edits?.guid === guid ? edits.configuration : null) ?? loaded.currentData ?? null;
  const setEdited = (next: Configuration) => setEdits({ guid, configuration: next });
  const [error, setError] = useState<string | null>(null);
  const [pricing, setPricing] = useState(false);
  const [saving, setSaving] = useState(false);
  const latest = useRef(0);

  const readFailure = loaded.error ?? productRead.error;
  const failed = error ?? (readFailure ? asApiError(readFailure).message || 'This configuration could not be loaded.' : null);
  if (failed) return { status: 'failed' as const, error: failed };
  if (!product || !configuration) return { status: 'loading' as const };

  /** Every change is priced again by the server's rules; only the newest answer is shown. */
  const change = async (next: Partial<Pick<Configuration, 'width' | 'height' | 'choices'>>) => {
    const body = {
      productId: configuration.productId,
      width: next.width ?? configuration.width,
      height: next.height ?? configuration.height,
      choices: { ...configuration.choices, ...next.choices },
    };
    setEdited({ ...configuration, ...body });
    const request = ++latest.current;
    setPricing(true);
    try {
      const priced = await call(configurationEndpoints.updateConfiguration, { params: { guid }, body });
      if (request === latest.current) setEdited(priced);
    } catch (failure) {
      if (request === latest.current) setError(failure instanceof ApiError ? failure.message : 'The price could not be updated.');
    } finally {
      if (request === latest.current) setPricing(false);
    }
  };

  const addToWindow = async () => {
    if (!designId || !itemId) return;
    setSaving(true);
    try {
      // Put on the window as a design command (the product, its ship date, and the window's size and
      // purchase option where it had none), so the builder can undo it as one step.
      const design = await call(designEndpoints.loadDesign, { params: { designId }, designBuilder: true });
      const command = placementCommand(design, itemId, requestedProduct(product, configuration), Date.now());
      const answer = await call(designEndpoints.applyCommand, {
        params: { designId },
        body: { command },
        headers: { prefer: 'return=minimal' },
        designBuilder: true,
      });
      if (answer.changed) {
        const label = handOff?.action === 'edit' ? 'change product' : handOff?.oldSku ? 'swap product' : 'add product';
        writeReturnedStep({ designId, label, command: answer.command, inverse: answer.inverse });
      }
      // Doc 000 §4: the product is on the window now; an edit of its options is an item config update.
      publish(handOff?.action === 'edit' ? 'design.itemConfigUpdate' : 'design.addProduct', { designId, itemId, configurationGuid: guid });
      flushAnalytics();
      const back = handOff?.returnUrl ?? `/estimatebuilder/load/${designId}`;
      clearHandOff();
      window.location.assign(back);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'The product could not be added to your window.');
      setSaving(false);
    }
  };

  return { status: 'ready' as const, product, configuration, handOff, designId, itemId, pricing, saving, change, addToWindow };
}
