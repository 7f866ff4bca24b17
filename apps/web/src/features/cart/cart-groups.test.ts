import type { CartLine } from '@eb/domain/commerce';
import { describe, expect, it } from 'vitest';
import { focusAfterRemoval, groupCartLines, lineLabel, shownOrder } from './cart-groups.ts';
import { parseQuantity } from './cart-quantity-rules.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
let next = 0;
function line(overrides: Partial<CartLine>): CartLine {
  next += 1;
  return {
    lineId: id(next),
    kind: 'product',
    configurationGuid: id(500 + next),
    designId: id(900),
    designName: 'Estimate 1',
    itemId: id(700 + next),
    roomName: 'Room 1',
    windowName: `Window ${next}`,
    productName: 'Larkspur Single Cell Light Filtering Shade',
    options: [],
    width: 40,
    height: 60,
    unitPrice: 120,
    unitRetail: 150,
    quantity: 1,
    lineTotal: 120,
    jobUid: null,
    installationBooked: false,
    ...overrides,
  };
}

describe('cart lines as the page shows them', () => {
  it("groups by design and room in the server's order (the design's, not the names'); installation lines after the rooms", () => {
    // The design's order: room A 'Kitchen' (Window 10, then Window 1), room B 'Bedroom'.
    const a3 = line({ roomName: 'Kitchen', windowName: 'Window 10' });
    const a1 = line({ roomName: 'Kitchen', windowName: 'Window 1' });
    const b1 = line({ designId: id(901), designName: 'Estimate 2', roomName: 'Den' });
    const install = line({
      kind: 'installation',
      roomName: null,
      windowName: null,
      width: null,
      height: null,
      jobUid: 'MI-7KQ4-M2XP',
      productName: 'Professional Measure & Install',
    });
    const a2 = line({ roomName: 'Bedroom', windowName: 'Window 2' });
    const groups = groupCartLines([a3, a1, b1, install, a2]);
    expect(groups.map((group) => group.designName)).toEqual(['Estimate 1', 'Estimate 2']);
    expect(groups[0]?.rooms.map((room) => [room.roomName, room.lines.map((l) => l.windowName)])).toEqual([
      ['Kitchen', ['Window 10', 'Window 1']],
      ['Bedroom', ['Window 2']],
    ]);
    expect(groups[0]?.installation).toEqual([install]);
    expect(shownOrder(groups).map((l) => l.lineId)).toEqual([a3, a1, a2, install, b1].map((l) => l.lineId));
  });

  it('names lines by window and product, installation by its job', () => {
    expect(lineLabel(line({ windowName: 'Window 4' }))).toBe('Window 4, Larkspur Single Cell Light Filtering Shade');
    expect(lineLabel(line({ kind: 'installation', productName: 'Professional Measure & Install', jobUid: 'MI-7KQ4-M2XP' }))).toBe(
      'Professional Measure & Install, job MI-7KQ4-M2XP',
    );
  });

  it('moves focus to the next line after a removal, else the previous, else nowhere', () => {
    const lines = [{ lineId: 'a' }, { lineId: 'b' }, { lineId: 'c' }];
    expect(focusAfterRemoval(lines, 'b')).toBe('c');
    expect(focusAfterRemoval(lines, 'c')).toBe('b');
    expect(focusAfterRemoval([{ lineId: 'a' }], 'a')).toBeNull();
  });

  it('takes typed quantities from 1 to 50, as a window does', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('0')).toBe(1);
    expect(parseQuantity('150')).toBe(50);
    expect(parseQuantity('50')).toBe(50);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('2.5')).toBeNull();
  });
});
