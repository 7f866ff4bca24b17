/**
 * Money as the whole product adds it up: integer cents. Dollars exist only on the wire and on
 * screen. One rounding rule everywhere (half away from zero, after the float noise of a
 * multiplication is taken off: 1.005 dollars is 101 cents, -1.005 is -101), so a figure worked out
 * on the page, on the server, in a mail or in a PDF comes to the same cent.
 */

export type Cents = number;

/** Rounds half away from zero, ignoring binary noise below a millionth (0.1 + 0.2 is 0.3). */
export function roundHalfAway(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const clean = Number(value.toFixed(6));
  return clean < 0 ? -Math.round(-clean) : Math.round(clean);
}

/** Dollars (as the wire and the catalog give them) to whole cents. */
export const toCents = (dollars: number): Cents => roundHalfAway(dollars * 100);

/** Cents to dollars for the wire and for formatting. */
export const toDollars = (cents: Cents): number => cents / 100;

/** A line's amount: a unit price in cents times a whole quantity. */
export const lineCents = (unitCents: Cents, quantity: number): Cents => unitCents * quantity;

/** The sum of a list of cents. */
export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** What is saved against retail, as a percent of retail (not rounded); 0 when nothing is saved. */
export const savingsPercentOf = (retailCents: Cents, paidCents: Cents): number =>
  retailCents > 0 && paidCents < retailCents ? ((retailCents - paidCents) / retailCents) * 100 : 0;

/** A percent of an amount, in whole cents (a sale of 15% off, an option priced at 10% of the base). */
export const percentOfCents = (cents: Cents, percent: number): Cents => roundHalfAway((cents * percent) / 100);
