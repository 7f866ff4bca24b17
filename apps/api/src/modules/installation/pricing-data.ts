import { readFileSync } from 'node:fs';
import { type PriceTable, priceTableSchema } from '@eb/domain/installation';

const PRICE_FILE = new URL('./data/installation-prices.json', import.meta.url);

/**
 * Reads and checks the installation price table (data/installation-prices.json), as the catalog
 * reads its data: a missing, malformed or inconsistent file stops the start with what is wrong.
 */
export function loadPriceTable(file: URL = PRICE_FILE): PriceTable {
  const name = file.pathname.split('/').pop() ?? String(file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Installation price file ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = priceTableSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new Error(`Installation price file ${name}: ${issues.join('; ')}`);
  }
  return parsed.data;
}
