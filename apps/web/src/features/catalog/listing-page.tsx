import type { Listing, ProductCard } from '@eb/domain/catalog';
import { fixedFiltersText, type ListingFilterName, parseListingFilters } from '@eb/domain/listing-filters';
import { formatInches } from '@eb/domain/measurements';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, isAbortError } from '../../lib/api-client.ts';
import { configuratorPath, handedOverSize, readHandOff, SWAP_SKU_KEY } from '../../lib/hand-off.ts';
import { useAppDispatch } from '../../lib/hooks.ts';
import { useSite } from '../../lib/site-context.ts';
import { globalErrorRaised } from '../../lib/ui-slice.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Button } from '../../ui/button.tsx';
import { Price } from '../../ui/price.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import './catalog.css';
import { catalogApi } from './catalog-api.ts';
import { ListingFilterPanel } from './listing-filter-panel.tsx';

const SORTS = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Top rated' },
  { value: 'name', label: 'Name' },
];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The product listing for choosing a product for a window (doc 000 §2): search, filters (category,
 * brand, price, fits the window's size) and sort. Choosing a product configures it and opens the
 * configurator. The mandi variant reads `filters` from the link: the window's category and
 * installing are fixed; its other filters are starting values the shopper's own controls replace.
 */
export function ListingPage({ mandi = false }: { mandi?: boolean }) {
  usePageTitle('Shop Products');
  const site = useSite();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const handOff = readHandOff();
  const size = handedOverSize();
  const [listing, setListing] = useState<Listing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [text, setText] = useState(params.get('q') ?? '');
  const ids = useId();
  const fits = params.get('fits') !== 'false' && size.width !== null && size.height !== null;
  const oldSku = (() => {
    try {
      return localStorage.getItem(SWAP_SKU_KEY);
    } catch {
      return null;
    }
  })();

  const [swappedName, setSwappedName] = useState<string | null>(null);
  // The swap header names the product being swapped, not its id.
  useEffect(() => {
    if (!oldSku) return;
    const controller = new AbortController();
    catalogApi
      .product(oldSku, controller.signal)
      .then((product) => setSwappedName(product.name))
      .catch(() => undefined);
    return () => controller.abort();
  }, [oldSku]);

  const linked = mandi ? parseListingFilters(params.get('filters')) : {};
  const fixedText = fixedFiltersText(linked, site);
  const fromLink = (name: ListingFilterName) => (linked[name] === undefined ? '' : String(linked[name]));
  // A control's own parameter, even empty (the shopper chose "All"), wins over the link's starting value.
  const chosen = (name: 'category' | 'brand' | 'minPrice' | 'maxPrice') => params.get(name) ?? fromLink(name);

  const query = {
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
  const key = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query it was made from.
  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    catalogApi
      .list(query, controller.signal)
      .then(setListing)
      .catch((failure: unknown) => {
        if (!isAbortError(failure)) setError(failure instanceof Error ? failure.message : 'The products could not be loaded.');
      });
    return () => controller.abort();
  }, [key]);

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

  return (
    <div className="eb-container eb-page eb-listing">
      <div className="eb-page__header">
        <div>
          <h1>{mandi ? 'Choose a Product' : `Shop Custom ${site.product}`}</h1>
          {fixedText && <p className="eb-listing__fixed">{fixedText}</p>}
          {handOff && (
            <p className="eb-muted eb-listing__for">
              {oldSku ? `Swapping ${swappedName ?? 'the product'} on your window.` : 'Choose a product for your window.'}{' '}
              <a href={handOff.returnUrl}>Back to my design</a>
            </p>
          )}
        </div>
        <search className="eb-listing__search">
          <form className="eb-listing__search-form" onSubmit={submitSearch}>
            <label htmlFor={`${ids}-q`} className="eb-visually-hidden">
              Search products
            </label>
            <input
              id={`${ids}-q`}
              className="eb-field__input"
              type="search"
              placeholder="Search products"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </form>
        </search>
      </div>

      <div className="eb-listing__layout">
        <ListingFilterPanel
          listing={listing}
          category={query.category}
          brand={query.brand}
          maxPrice={query.maxPrice}
          size={size}
          fits={fits}
          onChange={update}
        />

        <section className="eb-listing__results" aria-labelledby={`${ids}-count`}>
          <div className="eb-listing__bar">
            <p id={`${ids}-count`} className="eb-listing__count" aria-live="polite">
              {listing ? `${listing.total} ${listing.total === 1 ? 'product' : 'products'}` : 'Loading products'}
            </p>
            <label className="eb-field__label" htmlFor={`${ids}-sort`}>
              Sort by
            </label>
            <select id={`${ids}-sort`} className="eb-select" value={query.sort} onChange={(event) => update('sort', event.target.value)}>
              {SORTS.map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {sort.label}
                </option>
              ))}
            </select>
          </div>
          {error && <p className="eb-alert eb-alert--error">{error}</p>}
          {!listing && !error && <Spinner size="lg" label="Loading products" />}
          {listing && listing.total === 0 && (
            <div className="eb-card eb-empty-state">
              <p>No products match these filters.</p>
              <Button variant="secondary" onClick={clearFilters}>
                Clear filters
              </Button>
            </div>
          )}
          <ul className="eb-listing__grid">
            {listing?.products.map((card) => (
              <li key={card.productId} className="eb-product eb-card">
                <img className="eb-product__image" src={card.imageUrl} alt={card.name} width="200" height="200" loading="lazy" />
                <p className="eb-product__brand">{card.brand}</p>
                <h2 className="eb-product__name">{card.name}</h2>
                <p className="eb-product__meta">
                  {card.categoryLabel}
                  {card.productType === 'Custom' ? ' · Special order' : card.productType === 'Stock' ? ' · Ready made' : ''}
                </p>
                {card.sizePrice ? (
                  <p className="eb-product__price">
                    <Price subtotal={card.sizePrice.price} retail={card.sizePrice.retail} showSavings />
                    <span className="eb-product__for eb-muted">
                      for {formatInches(card.sizePrice.width)} × {formatInches(card.sizePrice.height)}
                    </span>
                  </p>
                ) : (
                  <p className="eb-product__price">
                    <span className="eb-muted">From </span>
                    <Price subtotal={card.fromPrice} retail={card.fromRetail} showSavings />
                  </p>
                )}
                <p className="eb-product__size eb-muted">
                  {card.minWidth}"–{card.maxWidth}" wide · {card.minHeight}"–{card.maxHeight}" high
                </p>
                <Button
                  className="eb-product__choose"
                  busy={choosing === card.productId}
                  disabled={choosing !== null}
                  onClick={() => choose(card)}
                >
                  Choose<span className="eb-visually-hidden"> {card.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
