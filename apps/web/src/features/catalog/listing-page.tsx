import { useId } from 'react';
import { useSite } from '../../lib/site-context.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import './catalog.css';
import { ListingFilterPanel } from './listing-filter-panel.tsx';
import { ListingResults } from './listing-results.tsx';
import { ListingSearch } from './listing-search.tsx';
import { useListing } from './use-listing.ts';

/**
 * The product listing for choosing a product for a window (doc 000 §2): search, filters (category,
 * brand, price, fits the window's size) and sort. Choosing a product configures it and opens the
 * configurator. The mandi variant reads `filters` from the link: the window's category and
 * installing are fixed; its other filters are starting values the shopper's own controls replace.
 */
export function ListingPage({ mandi = false }: { mandi?: boolean }) {
  usePageTitle('Shop Products');
  const site = useSite();
  const page = useListing(mandi);
  const { handOff, query, listing } = page;
  const ids = useId();

  return (
    <div className="eb-container eb-page eb-listing">
      <div className="eb-page__header">
        <div>
          <h1>{mandi ? 'Choose a Product' : `Shop Custom ${site.product}`}</h1>
          {page.fixedText && <p className="eb-listing__fixed">{page.fixedText}</p>}
          {handOff && (
            <p className="eb-muted eb-listing__for">
              {page.oldSku ? `Swapping ${page.swappedName ?? 'the product'} on your window.` : 'Choose a product for your window.'}{' '}
              <a href={handOff.returnUrl}>Back to my design</a>
            </p>
          )}
        </div>
        <ListingSearch inputId={`${ids}-q`} text={page.text} onTextChange={page.setText} onSubmit={page.submitSearch} />
      </div>

      <div className="eb-listing__layout">
        <ListingFilterPanel
          listing={listing}
          category={query.category}
          brand={query.brand}
          maxPrice={query.maxPrice}
          size={page.size}
          fits={page.fits}
          onChange={page.update}
        />

        <ListingResults
          ids={ids}
          listing={listing}
          error={page.error}
          sort={query.sort}
          choosing={page.choosing}
          onSort={(sort) => page.update('sort', sort)}
          onClearFilters={page.clearFilters}
          onChoose={page.choose}
        />
      </div>
    </div>
  );
}
