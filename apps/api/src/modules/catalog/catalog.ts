import { CATEGORIES, type CatalogProduct, type CategoryKey, type Listing, type ProductCard } from '@eb/domain/catalog';
import { toDollars } from '@eb/domain/money';
import { defaultChoices, priceAtSize, priceConfiguration } from '@eb/domain/pricing';
import { AppError } from '../../errors.ts';

export interface ListingQuery {
  q?: string | undefined;
  category?: CategoryKey | undefined;
  brand?: string | undefined;
  /** The window's size: only products that fit it. */
  width?: number | undefined;
  height?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** The window's size to price each card for, whether or not the listing is limited to it. */
  priceWidth?: number | undefined;
  priceHeight?: number | undefined;
  /** The mandi window's category (1..4) and whether we install: fixed by the window, so never a facet. */
  windowCategory?: number | undefined;
  installEligible?: boolean | undefined;
  sort?: 'featured' | 'price-asc' | 'price-desc' | 'name' | 'rating' | undefined;
  includeDiscontinued?: boolean | undefined;
}

export interface Catalog {
  products: readonly CatalogProduct[];
  find(productId: string): CatalogProduct | undefined;
  get(productId: string): CatalogProduct;
  /** The listing card of a product (its from-price), discontinued or not. */
  card(productId: string): ProductCard | undefined;
  list(query: ListingQuery): Listing;
}

const categoryLabel = new Map(CATEGORIES.map((category) => [category.key, category.label as string]));

/** Builds the catalog once at start: cards (with their from-prices) are computed here, not per request. */
export function createCatalog(products: readonly CatalogProduct[]): Catalog {
  const byId = new Map(products.map((product) => [product.productId, product]));
  const cards = products.map((product, index) => ({ product, card: cardOf(product), featured: index }));

  const get = (productId: string) => {
    const product = byId.get(productId);
    if (!product) throw new AppError('NOT_FOUND', `We could not find product ${productId}.`);
    return product;
  };

  const list = (query: ListingQuery): Listing => {
    const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const matches = (entry: (typeof cards)[number], skip?: 'category' | 'brand') => {
      const { product, card } = entry;
      if (!query.includeDiscontinued && product.status === 'Discontinued') return false;
      if (skip !== 'category' && query.category && product.category !== query.category) return false;
      if (skip !== 'brand' && query.brand && product.brand.toLowerCase() !== query.brand.toLowerCase()) return false;
      if (query.width !== undefined && !fitsWidth(product, query.width)) return false;
      if (query.height !== undefined && !fitsHeight(product, query.height)) return false;
      if (query.windowCategory !== undefined && product.windowCategory !== query.windowCategory) return false;
      if (query.installEligible !== undefined && product.installEligible !== query.installEligible) return false;
      if (query.minPrice !== undefined && card.fromPrice < query.minPrice) return false;
      if (query.maxPrice !== undefined && card.fromPrice > query.maxPrice) return false;
      if (words.length > 0) {
        const text =
          `${product.name} ${product.brand} ${card.categoryLabel} ${product.sku} ${product.productId} ${product.description}`.toLowerCase();
        if (!words.every((word) => text.includes(word))) return false;
      }
      return true;
    };
    const { priceWidth, priceHeight } = query;
    const sized = (entry: (typeof cards)[number]): Entry => {
      if (priceWidth === undefined || priceHeight === undefined) return entry;
      const atSize = priceAtSize(entry.product, priceWidth, priceHeight);
      return { ...entry, card: { ...entry.card, sizePrice: atSize && { width: priceWidth, height: priceHeight, ...atSize } } };
    };
    const found = cards.filter((entry) => matches(entry)).map(sized);
    const sorted = [...found].sort(comparator(query.sort ?? 'featured'));
    const count = <K extends string>(values: K[]) => {
      const counts = new Map<K, number>();
      for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
      return counts;
    };
    const categoryCounts = count(cards.filter((entry) => matches(entry, 'category')).map((entry) => entry.product.category));
    const brandCounts = count(cards.filter((entry) => matches(entry, 'brand')).map((entry) => entry.product.brand));
    return {
      products: sorted.map((entry) => entry.card),
      total: sorted.length,
      facets: {
        categories: CATEGORIES.filter((category) => categoryCounts.has(category.key)).map((category) => ({
          key: category.key,
          label: category.label,
          count: categoryCounts.get(category.key) ?? 0,
        })),
        brands: [...brandCounts].map(([name, total]) => ({ name, count: total })).sort((a, b) => a.name.localeCompare(b.name)),
      },
    };
  };

  const cardById = new Map(cards.map((entry) => [entry.product.productId, entry.card]));
  return { products, find: (productId) => byId.get(productId), get, card: (productId) => cardById.get(productId), list };
}

/** A size fits when the product can be made in it and its price grid has a price for it. */
const fitsWidth = (product: CatalogProduct, width: number) =>
  width >= product.minWidth && width <= product.maxWidth && width <= (product.priceGrid.widths.at(-1) ?? 0);
const fitsHeight = (product: CatalogProduct, height: number) =>
  height >= product.minHeight && height <= product.maxHeight && height <= (product.priceGrid.heights.at(-1) ?? 0);

type Entry = { card: ProductCard; featured: number };
/** The price a card shows: at the window's size when it has one, else its from-price. */
const shownPrice = (entry: Entry) => entry.card.sizePrice?.price ?? entry.card.fromPrice;
function comparator(sort: NonNullable<ListingQuery['sort']>): (a: Entry, b: Entry) => number {
  switch (sort) {
    case 'price-asc':
      return (a, b) => shownPrice(a) - shownPrice(b) || a.featured - b.featured;
    case 'price-desc':
      return (a, b) => shownPrice(b) - shownPrice(a) || a.featured - b.featured;
    case 'name':
      return (a, b) => a.card.name.localeCompare(b.card.name);
    case 'rating':
      return (a, b) => (b.card.rating ?? 0) - (a.card.rating ?? 0) || a.featured - b.featured;
    default:
      return (a, b) => a.featured - b.featured;
  }
}

function cardOf(product: CatalogProduct): ProductCard {
  const priced = priceConfiguration(product, {
    width: Math.ceil(product.minWidth),
    height: Math.ceil(product.minHeight),
    choices: defaultChoices(product),
  });
  return {
    productId: product.productId,
    sku: product.sku,
    brand: product.brand,
    name: product.name,
    category: product.category,
    categoryLabel: categoryLabel.get(product.category) ?? product.category,
    productType: product.productType,
    status: product.status,
    minWidth: product.minWidth,
    maxWidth: product.maxWidth,
    minHeight: product.minHeight,
    maxHeight: product.maxHeight,
    fromPrice: toDollars(priced.subtotalCents),
    fromRetail: toDollars(priced.retailCents),
    salePercentOff: product.salePercentOff,
    imageUrl: `/api/catalog/products/${product.productId}/image.svg`,
    rating: product.rating ?? null,
    installEligible: product.installEligible,
    leadTimeDays: product.leadTimeDays,
  };
}
