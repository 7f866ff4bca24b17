import { CATEGORIES, type Listing } from '@eb/domain/catalog';
import { formatMoney } from '@eb/domain/format';
import { formatInches } from '@eb/domain/measurements';
import { useId } from 'react';

const PRICES = [100, 200, 300, 500, 1000];

interface Option {
  value: string;
  label: string;
}

/** The options, with the current value added when they do not offer it (a value from a link, or a facet with no match). */
const offering = (options: Option[], value: string, label = value): Option[] =>
  value && !options.some((option) => option.value === value) ? [...options, { value, label }] : options;

/**
 * The listing's own filters: category, brand, price and, when the window's size was handed over,
 * whether the product fits it. Counts come from the listing's facets.
 */
export function ListingFilterPanel({
  listing,
  category,
  brand,
  maxPrice,
  size,
  fits,
  onChange,
}: {
  listing: Listing | null;
  category: string;
  brand: string;
  maxPrice: string;
  size: { width: number | null; height: number | null };
  fits: boolean;
  onChange: (name: 'category' | 'brand' | 'maxPrice' | 'fits', value: string) => void;
}) {
  const ids = useId();
  const categories = offering(
    (listing?.facets.categories ?? CATEGORIES.map((entry) => ({ ...entry, count: 0 }))).map((entry) => ({
      value: entry.key,
      label: entry.count ? `${entry.label} (${entry.count})` : entry.label,
    })),
    category,
    CATEGORIES.find((entry) => entry.key === category)?.label,
  );
  // The server matches brands whatever their case; the select shows the facet's spelling.
  const brandFacets = listing?.facets.brands ?? [];
  const brandValue = brandFacets.find((facet) => facet.name.toLowerCase() === brand.toLowerCase())?.name ?? brand;
  const brands = offering(
    brandFacets.map((facet) => ({ value: facet.name, label: `${facet.name} (${facet.count})` })),
    brandValue,
  );
  const prices = offering(
    PRICES.map((value) => ({ value: String(value), label: formatMoney(value) })),
    maxPrice,
    Number.isFinite(Number(maxPrice)) ? formatMoney(Number(maxPrice)) : maxPrice,
  );

  return (
    <aside className="eb-listing__filters eb-card" aria-label="Filters">
      <h2 className="eb-listing__filters-title">Filters</h2>
      <label className="eb-field__label" htmlFor={`${ids}-category`}>
        Category
      </label>
      <select id={`${ids}-category`} className="eb-select" value={category} onChange={(event) => onChange('category', event.target.value)}>
        <option value="">All categories</option>
        {categories.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <label className="eb-field__label" htmlFor={`${ids}-brand`}>
        Brand
      </label>
      <select id={`${ids}-brand`} className="eb-select" value={brandValue} onChange={(event) => onChange('brand', event.target.value)}>
        <option value="">All brands</option>
        {brands.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <label className="eb-field__label" htmlFor={`${ids}-price`}>
        Price up to
      </label>
      <select id={`${ids}-price`} className="eb-select" value={maxPrice} onChange={(event) => onChange('maxPrice', event.target.value)}>
        <option value="">Any price</option>
        {prices.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {size.width && size.height && (
        <label className="eb-checkbox eb-listing__fits">
          <input type="checkbox" checked={fits} onChange={(event) => onChange('fits', event.target.checked ? '' : 'false')} />
          {/* One text beside the box (the label lays its children out with gaps). */}
          <span>
            Fits my window (<span className="eb-size">{formatInches(size.width)}</span> ×{' '}
            <span className="eb-size">{formatInches(size.height)}</span>)
          </span>
        </label>
      )}
    </aside>
  );
}
