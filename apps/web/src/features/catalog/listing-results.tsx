import type { Listing, ProductCard } from '@eb/domain/catalog';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ListingProductCard } from './listing-product-card.tsx';

const SORTS = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Top rated' },
  { value: 'name', label: 'Name' },
];

/** The listing's results: the count and sort, then the products (or why there are none). `ids` prefixes the element ids. */
export function ListingResults({
  ids,
  listing,
  error,
  sort,
  choosing,
  onSort,
  onClearFilters,
  onChoose,
}: {
  ids: string;
  listing: Listing | null;
  error: string | null;
  sort: string;
  choosing: string | null;
  onSort: (sort: string) => void;
  onClearFilters: () => void;
  onChoose: (card: ProductCard) => void;
}) {
  return (
    <section className="eb-listing__results" aria-labelledby={`${ids}-count`}>
      <div className="eb-listing__bar">
        <p id={`${ids}-count`} className="eb-listing__count" aria-live="polite">
          {listing ? `${listing.total} ${listing.total === 1 ? 'product' : 'products'}` : 'Loading products'}
        </p>
        <label className="eb-field__label" htmlFor={`${ids}-sort`}>
          Sort by
        </label>
        <select id={`${ids}-sort`} className="eb-select" value={sort} onChange={(event) => onSort(event.target.value)}>
          {SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error && <p className="eb-alert eb-alert--error">{error}</p>}
      {!listing && !error && <Spinner size="lg" label="Loading products" />}
      {listing && listing.total === 0 && (
        <div className="eb-card eb-empty-state">
          <p>No products match these filters.</p>
          <Button variant="secondary" onClick={onClearFilters}>
            Clear filters
          </Button>
        </div>
      )}
      <ul className="eb-listing__grid">
        {listing?.products.map((card) => (
          <ListingProductCard
            key={card.productId}
            card={card}
            busy={choosing === card.productId}
            disabled={choosing !== null}
            onChoose={onChoose}
          />
        ))}
      </ul>
    </section>
  );
}
