import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { type CatalogProduct, catalogFileSchema } from '@eb/domain/catalog';

const DATA_DIR = new URL('./data/', import.meta.url);

const ascending = (values: number[]) => values.every((value, index) => index === 0 || value > (values[index - 1] ?? 0));

/** Checks a merchandiser could trip over that a schema cannot see: ids, ranges, references, defaults. */
function crossCheck(products: CatalogProduct[]): string[] {
  const problems: string[] = [];
  const seen = { ids: new Set<string>(), skus: new Set<string>() };
  for (const product of products) {
    const where = `product ${product.productId}`;
    if (seen.ids.has(product.productId)) problems.push(`${where}: the product id is used twice`);
    if (seen.skus.has(product.sku)) problems.push(`${where}: the sku ${product.sku} is used twice`);
    seen.ids.add(product.productId);
    seen.skus.add(product.sku);
    if (product.minWidth >= product.maxWidth) problems.push(`${where}: minWidth must be below maxWidth`);
    if (product.minHeight >= product.maxHeight) problems.push(`${where}: minHeight must be below maxHeight`);
    if (!ascending(product.priceGrid.widths) || !ascending(product.priceGrid.heights)) {
      problems.push(`${where}: price grid brackets must rise`);
    }

    const optionIds = new Set<string>();
    const optionOf = new Map<string, string>();
    for (const option of product.options) {
      if (optionIds.has(option.optionId)) problems.push(`${where}: option ${option.optionId} is used twice`);
      optionIds.add(option.optionId);
      for (const choice of option.choices) {
        if (optionOf.has(choice.choiceId)) problems.push(`${where}: choice ${choice.choiceId} is used twice`);
        optionOf.set(choice.choiceId, option.optionId);
      }
    }

    const defaults = new Set<string>();
    for (const option of product.options) {
      if (option.defaultChoiceId === undefined) continue;
      const choice = option.choices.find((candidate) => candidate.choiceId === option.defaultChoiceId);
      if (!choice) {
        problems.push(`${where}: option ${option.optionId} defaults to ${option.defaultChoiceId}, a choice it does not have`);
        continue;
      }
      defaults.add(choice.choiceId);
      if (choice.minWidth !== undefined && choice.minWidth > product.minWidth) {
        problems.push(`${where}: option ${option.optionId} defaults to ${choice.choiceId}, which needs more than the minimum width`);
      }
    }
    for (const option of product.options) {
      for (const choice of option.choices) {
        for (const excluded of choice.excludes) {
          const excludedOption = optionOf.get(excluded);
          if (excludedOption === undefined) problems.push(`${where}: choice ${choice.choiceId} excludes unknown choice ${excluded}`);
          else if (excludedOption === option.optionId)
            problems.push(`${where}: choice ${choice.choiceId} excludes a choice of its own option`);
          else if (defaults.has(choice.choiceId) && defaults.has(excluded)) {
            problems.push(`${where}: the default choices ${choice.choiceId} and ${excluded} exclude each other`);
          }
        }
      }
    }
  }
  return problems;
}

function readFile(dir: URL, file: string): CatalogProduct[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
  } catch (error) {
    throw new Error(`Catalog file ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = catalogFileSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new Error(`Catalog file ${file}: ${issues.join('; ')}`);
  }
  return parsed.data.products;
}

/**
 * Reads every catalog data file (*.json in data/, or in the folder CATALOG_DIR names: a merchandiser
 * publishes a new price list by restarting with it), checks it, and answers the products sorted by
 * id. A bad file stops the start.
 */
export function loadCatalog(from: URL | string = DATA_DIR): CatalogProduct[] {
  const dir = typeof from === 'string' ? pathToFileURL(from.endsWith('/') ? from : `${from}/`) : from;
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  if (files.length === 0) throw new Error('The catalog has no data files.');
  const products = files.flatMap((file) => readFile(dir, file));
  const problems = crossCheck(products);
  if (problems.length > 0) throw new Error(`The catalog data has problems:\n  ${problems.join('\n  ')}`);
  return products.sort((a, b) => a.productId.localeCompare(b.productId));
}
