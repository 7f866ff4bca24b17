import { describe, expect, it } from 'vitest';
import { printButtons } from './permissions.ts';
import {
  callerClock,
  callerDay,
  designHasProducts,
  PRINT_MESSAGES,
  printFileName,
  printPath,
  printQuerySchema,
  timezoneOffsetSchema,
} from './sharing.ts';
import { SITES } from './sites.ts';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('print paths and file names', () => {
  it('prints through the site’s own API on site 3 and the design-builder base elsewhere, switches in the query', () => {
    expect(printPath(3, ID, 300)).toBe(`/api/myaccount/estimates/${ID}/300/print`);
    expect(printPath(11, ID, -60)).toBe(`/api/design-builder/estimates/${ID}/-60/print`);
    expect(printPath(3, ID, 0, { dimensions: true, pricing: false })).toBe(
      `/api/myaccount/estimates/${ID}/0/print?variant=commercial&dimensions=true&pricing=false`,
    );
  });

  it('names the file after the design, the variant and the caller’s day', () => {
    expect(printFileName('Maple St. "Home" #2', '2026-03-09', false)).toBe('Maple-St-Home-2-Residential-2026-03-09.pdf');
    expect(printFileName('***', '2026-03-09', true)).toBe('Estimate-Commercial-2026-03-09.pdf');
  });

  it('reads the clock of a caller from getTimezoneOffset minutes', () => {
    const date = new Date('2026-03-10T02:30:00Z');
    expect(callerDay(date, 0)).toBe('2026-03-10');
    expect(callerDay(date, 300)).toBe('2026-03-09');
    expect(callerDay(date, -720)).toBe('2026-03-10');
    expect(callerClock(date, 300)).toEqual({ year: 2026, month: 3, day: 9, hour: 21, minute: 30 });
  });
});

describe('print inputs', () => {
  it('takes whole-minute offsets from -840 to 720', () => {
    for (const good of ['0', '-0', '300', '-840', '720', '-330']) expect(timezoneOffsetSchema.safeParse(good).success, good).toBe(true);
    for (const bad of ['', 'abc', '1.5', '721', '-841', '12345', ' 60', '1e2']) {
      const parsed = timezoneOffsetSchema.safeParse(bad);
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message, bad).toBe(PRINT_MESSAGES.badOffset);
    }
  });

  it('defaults to the residential PDF, the commercial switches on unless sent as false, unknown keys refused', () => {
    expect(printQuerySchema.parse({})).toEqual({ variant: 'residential', dimensions: true, pricing: true });
    expect(printQuerySchema.parse({ variant: 'commercial' })).toEqual({ variant: 'commercial', dimensions: true, pricing: true });
    expect(printQuerySchema.parse({ variant: 'commercial', dimensions: 'false', pricing: 'true' })).toEqual({
      variant: 'commercial',
      dimensions: false,
      pricing: true,
    });
    expect(printQuerySchema.safeParse({ variant: 'commercial', pricing: 'no' }).success).toBe(false);
    expect(printQuerySchema.safeParse({ variant: 'poster' }).success).toBe(false);
    expect(printQuerySchema.safeParse({ page: '2' }).success).toBe(false);
    const switches = printQuerySchema.safeParse({ pricing: 'false' });
    expect(switches.error?.issues[0]?.message).toBe(PRINT_MESSAGES.switchesCommercialOnly);
  });
});

describe('print buttons (doc 001 §6)', () => {
  it('shows Download Residential whenever the design has products, Download Commercial to reps where enabled', () => {
    expect(designHasProducts([{ itemProduct: null }, { itemProduct: { productName: 'Shade' } }])).toBe(true);
    expect(designHasProducts([{ itemProduct: null }])).toBe(false);
    expect(designHasProducts([])).toBe(false);

    const guest = { role: 'guest', repId: null } as const;
    const consumer = { role: 'consumer', repId: null } as const;
    const rep = { role: 'rep', repId: 'E1001' } as const;
    expect(printButtons(guest, SITES[3], true)).toEqual({ residential: true, commercial: false });
    expect(printButtons(consumer, SITES[11], true)).toEqual({ residential: true, commercial: false });
    expect(printButtons(rep, SITES[3], true)).toEqual({ residential: true, commercial: true });
    expect(printButtons(rep, SITES[11], true)).toEqual({ residential: true, commercial: true });
    expect(printButtons(rep, SITES[1], true)).toEqual({ residential: true, commercial: false });
    expect(printButtons(rep, SITES[3], false)).toEqual({ residential: false, commercial: false });
  });

  it('enables commercial printing on sites 3 and 11 only', () => {
    expect(
      Object.values(SITES)
        .filter((site) => site.commercialPrint)
        .map((site) => site.id),
    ).toEqual([3, 11]);
  });
});
