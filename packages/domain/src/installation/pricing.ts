import { toDollars } from '../money.ts';
import {
  LINE_LABELS,
  type PriceTable,
  SPEC_NAMES,
  type SpecType,
  SURCHARGE_NAMES,
  type SurchargeName,
  UNKNOWN_CATEGORY_ID,
} from './price-table.ts';

/** Pricing a job from the price table: per window covering, the extras, the surcharges and the measure credit. */

/** What pricing reads of one window covering line (a window and its quantity). */
export interface InstallWindow {
  itemId: string;
  label: string;
  categoryId: number;
  width: number;
  height: number;
  quantity: number;
  specialtyShape: boolean;
  motorized: boolean;
}

/** The job options that change the price (doc 001 §3 Job options). */
export interface PricingExtras {
  windowRemoval: boolean;
  windowHaul: boolean;
  windowRemoveCount: number;
  windowHaulCount: number;
}

export interface InstallationCharge {
  specName: string;
  specType: SpecType;
  displayName: string;
  /** How many window coverings the line is for (1 for the measure credit). */
  value: number;
  cost: number;
  retail: number;
}

export interface WindowInstallation {
  itemId: string;
  label: string;
  categoryId: number;
  band: string;
  unitedInches: number;
  quantity: number;
  unitCost: number;
  unitRetail: number;
  cost: number;
  retail: number;
  surcharges: SurchargeName[];
}

export interface InstallationSummary {
  measureCredit: number;
  installationCost: number;
  surcharges: number;
  /** Removal and haul away. */
  additionalInstallationCost: number;
  totalInstallationCost: number;
}

export interface PricingResult {
  retail: number;
  cost: number;
  /** Installation is quoted pretax; the tax call prices tax on the whole order. */
  tax: number;
  totalInstallationCost: number;
  charges: InstallationCharge[];
  windows: WindowInstallation[];
  summary: InstallationSummary;
}

export function sizeBandOf(table: PriceTable, width: number, height: number) {
  const unitedInches = width + height;
  const band = table.sizeBands.find((candidate) => candidate.maxUnitedInches === null || unitedInches <= candidate.maxUnitedInches);
  // The schema makes the last band open-ended, so a band is always found.
  return { unitedInches, band: (band ?? table.sizeBands[table.sizeBands.length - 1])?.band ?? '' };
}

export function surchargesOf(table: PriceTable, window: Pick<InstallWindow, 'width' | 'height' | 'specialtyShape' | 'motorized'>) {
  const found: SurchargeName[] = [];
  const { oversize } = table.surcharges;
  if (window.width > oversize.overWidth || window.height > oversize.overHeight) found.push('oversize');
  if (window.specialtyShape) found.push('specialtyShape');
  if (window.motorized) found.push('motorized');
  return found;
}

const charge = (specName: string, specType: SpecType, displayName: string, value: number, costCents: number, retailCents: number) => ({
  specName,
  specType,
  displayName,
  value,
  costCents,
  retailCents,
});

/**
 * Prices a job: installation per window covering by category and size band, removal and haul away
 * per counted window, one surcharge line per kind that applies, and the measure credit (negative,
 * capped so the installation never goes below zero) when the design was professionally measured.
 */
export function priceInstallation(
  table: PriceTable,
  windows: readonly InstallWindow[],
  extras: PricingExtras,
  options: { measured: boolean },
): PricingResult {
  const lines: ReturnType<typeof charge>[] = [];
  const perWindow: WindowInstallation[] = [];
  const surchargeCount = new Map<SurchargeName, number>();
  let installationCost = 0;
  let installationRetail = 0;
  let count = 0;
  for (const window of windows) {
    const category =
      table.categories.find((candidate) => candidate.categoryId === window.categoryId) ??
      table.categories.find((candidate) => candidate.categoryId === UNKNOWN_CATEGORY_ID);
    const { band, unitedInches } = sizeBandOf(table, window.width, window.height);
    const price = category?.installation[band] ?? { costCents: 0, retailCents: 0 };
    const surcharges = surchargesOf(table, window);
    for (const name of surcharges) surchargeCount.set(name, (surchargeCount.get(name) ?? 0) + window.quantity);
    installationCost += price.costCents * window.quantity;
    installationRetail += price.retailCents * window.quantity;
    count += window.quantity;
    perWindow.push({
      itemId: window.itemId,
      label: window.label,
      categoryId: category?.categoryId ?? UNKNOWN_CATEGORY_ID,
      band,
      unitedInches,
      quantity: window.quantity,
      unitCost: toDollars(price.costCents),
      unitRetail: toDollars(price.retailCents),
      cost: toDollars(price.costCents * window.quantity),
      retail: toDollars(price.retailCents * window.quantity),
      surcharges,
    });
  }
  lines.push(charge(SPEC_NAMES.installation, 'installation', LINE_LABELS.installation, count, installationCost, installationRetail));
  if (extras.windowRemoval) {
    const { costCents, retailCents } = table.windowRemoval;
    const n = extras.windowRemoveCount;
    lines.push(charge(SPEC_NAMES.windowRemoval, 'removal', LINE_LABELS.windowRemoval, n, costCents * n, retailCents * n));
  }
  if (extras.windowHaul) {
    const { costCents, retailCents } = table.windowHaul;
    const n = extras.windowHaulCount;
    lines.push(charge(SPEC_NAMES.windowHaul, 'haul', LINE_LABELS.windowHaul, n, costCents * n, retailCents * n));
  }
  for (const name of SURCHARGE_NAMES) {
    const n = surchargeCount.get(name) ?? 0;
    if (n === 0) continue;
    const spec = table.surcharges[name];
    lines.push(charge(name, 'surcharge', spec.displayName, n, spec.costCents * n, spec.retailCents * n));
  }
  const beforeCredit = lines.reduce((sum, line) => sum + line.retailCents, 0);
  const credit = options.measured ? Math.min(table.measureCredit.retailCents, beforeCredit) : 0;
  if (credit > 0) lines.push(charge(SPEC_NAMES.measureCredit, 'credit', LINE_LABELS.measureCredit, 1, 0, -credit));

  const sumOf = (type?: SpecType) =>
    lines.filter((line) => type === undefined || line.specType === type).reduce((sum, line) => sum + line.retailCents, 0);
  const totalCents = sumOf();
  const total = toDollars(totalCents);
  return {
    retail: total,
    cost: toDollars(lines.reduce((sum, line) => sum + line.costCents, 0)),
    tax: 0,
    totalInstallationCost: total,
    charges: lines.map(({ costCents, retailCents, ...line }) => ({ ...line, cost: toDollars(costCents), retail: toDollars(retailCents) })),
    windows: perWindow,
    summary: {
      measureCredit: toDollars(sumOf('credit')),
      installationCost: toDollars(sumOf('installation')),
      surcharges: toDollars(sumOf('surcharge')),
      additionalInstallationCost: toDollars(sumOf('removal') + sumOf('haul')),
      totalInstallationCost: total,
    },
  };
}
