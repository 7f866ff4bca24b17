import { describe, expect, it } from 'vitest';
import { ORDER_DESIGN_ATTRIBUTES } from './design.ts';
import { hasInStoreMeasureOrder, inStoreMeasureAttribute, inStoreMeasureBodySchema, inStoreMeasureOrderOf } from './in-store-measure.ts';
import { canSetDesignAttribute } from './permissions.ts';

const order = { storeId: 121, orderedAt: '2026-12-07T10:00:00.000Z', orderedBy: 'Rae Rep' };
const designWith = (value: string | null | undefined): { attributes: Record<string, string | null> } => ({
  attributes: value === undefined ? {} : { inStoreMeasureOrder: value },
});

describe('the in-store measure order of a design', () => {
  it('is read back as it was written', () => {
    expect(inStoreMeasureOrderOf(designWith(inStoreMeasureAttribute(order)))).toEqual(order);
    expect(hasInStoreMeasureOrder(designWith(inStoreMeasureAttribute(order)))).toBe(true);
  });

  it('is none when the attribute is missing, null or blank', () => {
    for (const value of [undefined, null, '', '   ']) {
      expect(inStoreMeasureOrderOf(designWith(value))).toBeNull();
      expect(hasInStoreMeasureOrder(designWith(value))).toBe(false);
    }
  });

  it('still counts when its text cannot be read (set by hand), so the design is not bought before a rep cancels it', () => {
    for (const value of ['yes', '{"storeId":"x"}', '[]', '{']) {
      expect(inStoreMeasureOrderOf(designWith(value))).toBe('unreadable');
      expect(hasInStoreMeasureOrder(designWith(value))).toBe(true);
    }
  });

  it('is set by reps and the server only, never by a customer through set-attribute', () => {
    expect(ORDER_DESIGN_ATTRIBUTES.has('inStoreMeasureOrder')).toBe(true);
    expect(canSetDesignAttribute({ role: 'consumer', repId: null }, 'inStoreMeasureOrder')).toBe(false);
    expect(canSetDesignAttribute({ role: 'guest', repId: null }, 'inStoreMeasureOrder')).toBe(false);
    expect(canSetDesignAttribute({ role: 'rep', repId: 'E1' }, 'inStoreMeasureOrder')).toBe(true);
  });

  it('names a store by its number', () => {
    expect(inStoreMeasureBodySchema.safeParse({ storeId: 121 }).success).toBe(true);
    for (const storeId of [0, -1, 1.5, '121', null, 2 ** 31]) {
      expect(inStoreMeasureBodySchema.safeParse({ storeId }).success).toBe(false);
    }
    expect(inStoreMeasureBodySchema.safeParse({}).error?.issues[0]?.message).toBe('Choose the store that measures.');
  });
});
