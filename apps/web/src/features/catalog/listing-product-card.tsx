import type { ProductCard } from '@eb/domain/catalog';
import { formatInches } from '@eb/domain/measurements';
import { Button } from '../../ui/button.tsx';
import { Price } from '../../ui/price.tsx';

/** One product in the listing's grid, priced for the window's size when known, with its Choose button. */
export function ListingProductCard({
  card,
  busy,
  disabled,
  onChoose,
}: {
  card: ProductCard;
  busy: boolean;
  disabled: boolean;
  onChoose: (card: ProductCard) => void;
}) {
  return (
    <li className="eb-product eb-card">
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
            for <span className="eb-size">{formatInches(card.sizePrice.width)}</span> ×{' '}
            <span className="eb-size">{formatInches(card.sizePrice.height)}</span>
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
      <Button className="eb-product__choose" busy={busy} disabled={disabled} onClick={() => onChoose(card)}>
        Choose<span className="eb-visually-hidden"> {card.name}</span>
      </Button>
    </li>
  );
}
