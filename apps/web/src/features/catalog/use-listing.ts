import type { ProductCard } from '@eb/domain/catalog';
import { fixedFiltersText, type ListingFilterName, type ListingFilters, parseListingFilters } from '@eb/domain/listing-filters';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { configuratorPath, handedOverSize, readHandOff, SWAP_SKU_KEY } from '../../lib/hand-off.ts';
import { useAppDispatch } from '../../lib/hooks.ts';
import { asApiError, useProductQuery } from '../../lib/server-api.ts';
import { useSite } from '../../lib/site-context.ts';
import { globalErrorRaised } from '../../lib/ui-slice.ts';
import { catalogApi, useListingQuery } from './catalog-api.ts';

type Size = ReturnType<typeof handedOverSize>;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function readSwapSku(): string | null {
  try {
    return localStorage.getItem(SWAP_SKU_KEY);
  } catch {
    return null;
  }
}

/** What the listing asks the server for: the shopper's search, filters and sort, then the window's size. */
function listingQuery(params: URLSearchParams, linked: ListingFilters, size: Size, fits: boolean) {
  const fromLink = (name: ListingFilterName) => (linked[name] === undefined ? '' : String(linked[name]));
  // A control's own parameter, even empty (the shopper chose "All"), wins over the link's starting value.
  const chosen = (name: 'category' | 'brand' | 'minPrice' | 'maxPrice') => params.get(name) ?? fromLink(name);
  return {
    q: params.get('q') ?? '',
    category: chosen('category'),
    brand: chosen('brand'),
    minPrice: chosen('minPrice'),
    maxPrice: chosen('maxPrice'),
    windowCategory: fromLink('windowCategory'),
    installEligible: fromLink('installEligible'),
    sort: params.get('sort') ?? 'featured',
    width: fits && size.width ? String(size.width) : '',
    height: fits && size.height ? String(size.height) : '',
    // Each card is priced for the window's size when it is known ('From' otherwise).
    priceWidth: size.width && size.height ? String(size.width) : '',
    priceHeight: size.width && size.height ? String(size.height) : '',
  };
}

/** The swap header names the product being swapped, not its id. */
function useSwappedName(oldSku: string | null): string | null {
  return useProductQuery(oldSku ?? skipToken).data?.name ?? null;
}

/** The products matching the query, read again each time it changes; the last ones stay shown meanwhile. */
function useProducts(query: ReturnType<typeof listingQuery>) {
  const answer = useListingQuery(query);
  const error = answer.isError ? asApiError(answer.error).message || 'The products could not be loaded.' : null;
  return { listing: answer.data ?? null, error };
}

/**
 * The listing page's state and handlers: the query read from the address (and, on the mandi variant,
 * the link's `filters`), the products it finds, the search box, and choosing a product.
 */
export function useListing(mandi: boolean) {
  const site = useSite();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const handOff = readHandOff();
  const size = handedOverSize();
  const [choosing, setChoosing] = useState<string | null>(null);
  const [text, setText] = useState(params.get('q') ?? '');
  const fits = params.get('fits') !== 'false' && size.width !== null && size.height !== null;
  const oldSku = readSwapSku();
  const swappedName = useSwappedName(oldSku);

  const linked = mandi ? parseListingFilters(params.get('filters')) : {};
  const fixedText = fixedFiltersText(linked, site);
  const query = listingQuery(params, linked, size, fits);
  const { listing, error } = useProducts(query);

  const update = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value || Object.hasOwn(linked, name)) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  /** The shopper's filters and search all cleared; filters the window fixes stay. */
  const clearFilters = () => {
    const next = new URLSearchParams(params);
    for (const name of ['q', 'category', 'brand', 'minPrice', 'maxPrice'] as const) {
      if (Object.hasOwn(linked, name)) next.set(name, '');
      else next.delete(name);
    }
    if (size.width !== null && size.height !== null) next.set('fits', 'false');
    setText('');
    setParams(next, { replace: true });
  };

  const choose = async (card: ProductCard) => {
    setChoosing(card.productId);
    try {
      const width = clamp(size.width ?? 36, card.minWidth, card.maxWidth);
      const height = clamp(size.height ?? 48, card.minHeight, card.maxHeight);
      const configuration = await catalogApi.createConfiguration({ productId: card.productId, width, height });
      const variant = mandi || handOff?.mode === 'mandi' ? 'mandi-edit' : card.productType === 'Stock' ? 'stock' : 'custom';
      const extra = mandi && handOff ? `&designId=${handOff.designId}&itemId=${handOff.itemId}` : '';
      navigate(`${configuratorPath(site.id, site.product, variant)}?configurationGuid=${configuration.configurationGuid}${extra}`);
    } catch (failure) {
      dispatch(globalErrorRaised({ message: failure instanceof ApiError ? failure.message : null }));
      setChoosing(null);
    }
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update('q', text.trim());
  };

  return {
    handOff,
    size,
    fits,
    oldSku,
    swappedName,
    fixedText,
    query,
    listing,
    error,
    choosing,
    text,
    setText,
    update,
    clearFilters,
    choose,
    submitSearch,
  };
}
