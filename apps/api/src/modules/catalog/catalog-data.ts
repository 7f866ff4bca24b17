import { readdirSync, readFileSync } from 'node:fs';
import { type CatalogProduct, catalogFileSchema } from '@eb/domain/catalog';

const DATA_DIR = new URL('./data/', import.meta.url);

/** Checks a merchandiser could trip over that a schema cannot see: ids, ranges, references. */
function crossCheck(products: CatalogProduct[]): string[] {
  const problems: string[] = [];
  const seen = { ids: new Set<string>(), skus: new Set<string>() };
  for (const product of products) {
    const where = `product ${product.productId}`;
    if (seen.ids.has(product.productId)) problems.push(`${where}: the product id is used twice`);
    if (seen.skus.has(product.sku)) problems.push(`${where}: the sku ${product.sku} is used twice`);
    seen.ids.add(product.productId);
    seen.skus.add(product.sku);
    if (product.minWidth > product.maxWidth || product.minHeight > product.maxHeight)
      problems.push(`${where}: a minimum size is above its maximum`);
    const ascending = (values: number[]) => values.every((value, index) => index === 0 || value > (values[index - 1] ?? 0));
    if (!ascending(product.priceGrid.widths) || !ascending(product.priceGrid.heights))
      problems.push(`${where}: price grid brackets must rise`);
    const choiceIds = new Set(product.options.flatMap((option) => option.choices.map((choice) => choice.choiceId)));
    for (const option of product.options) {
      if (option.defaultChoiceId && !option.choices.some((choice) => choice.choiceId === option.defaultChoiceId)) {
        problems.push(`${where}: option ${option.optionId} defaults to a choice it does not have`);
      }
      for (const choice of option.choices) {
        for (const excluded of choice.excludes) {
          if (!choiceIds.has(excluded)) problems.push(`${where}: choice ${choice.choiceId} excludes unknown choice ${excluded}`);
        }
      }
    }
  }
  return problems;
}

/** Reads every catalog data file, checks it, and answers the products sorted by id. A bad file stops the start. */
export function loadCatalog(dir: URL = DATA_DIR): CatalogProduct[] {
  const products: CatalogProduct[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const parsed = catalogFileSchema.safeParse(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`Catalog file ${file}: ${issue?.path.join('.')}: ${issue?.message}`);
    }
    products.push(...parsed.data.products);
  }
  const problems = crossCheck(products);
  if (problems.length > 0) throw new Error(`The catalog data has problems:\n  ${problems.join('\n  ')}`);
  return products.sort((a, b) => a.productId.localeCompare(b.productId));
}
