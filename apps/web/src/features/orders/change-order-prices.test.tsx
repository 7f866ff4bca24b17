import type { ChangeOrderWindow, ChangeOrderPrices as Prices } from '@eb/domain/price-changes';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChangeOrderPrices } from './change-order-prices.tsx';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const window = (overrides: Partial<ChangeOrderWindow>): ChangeOrderWindow => ({
  itemId: '00000000-0000-4000-8000-000000000301',
  roomName: 'Room 1',
  windowLabel: 'Window 1',
  productName: 'Roller Shade',
  quantity: 1,
  lineCents: 20000,
  shownLineCents: 20000,
  reasons: [],
  ...overrides,
});

const changes = (overrides: Partial<Prices>): Prices => ({
  designId: '00000000-0000-4000-8000-0000000000d2',
  designName: 'Order BO-1001',
  status: 'staged',
  stagedAt: '2026-12-06T10:00:00.000Z',
  windows: [
    window({}),
    window({
      itemId: '00000000-0000-4000-8000-000000000302',
      windowLabel: 'Window 2',
      lineCents: 22000,
      reasons: ['Price list changed'],
    }),
  ],
  total: { oldCents: 40000, newCents: 42000 },
  ...overrides,
});

describe('what a change order adds, on the order page', () => {
  it('staged: every window at the price completing would charge, what moved since it was shown and why, and the total', () => {
    const html = text(renderToStaticMarkup(<ChangeOrderPrices changes={changes({})} />));
    expect(html).toContain('Being added to this order: Order BO-1001');
    expect(html).toContain('Room 1 — Window 1: Roller Shade $200.00');
    expect(html).toContain('Room 1 — Window 2: Roller Shade $200.00 → $220.00 (Price list changed)');
    expect(html).toContain('Adds $400.00 → $420.00 before tax');
  });

  it('staged and unchanged: the windows and one total; a copy made since staging says it was not shown', () => {
    const copy = window({ itemId: '00000000-0000-4000-8000-000000000303', windowLabel: 'Window 1-1', shownLineCents: null });
    const html = text(
      renderToStaticMarkup(
        <ChangeOrderPrices changes={changes({ windows: [window({}), copy], total: { oldCents: 20000, newCents: 40000 } })} />,
      ),
    );
    expect(html).toContain('Room 1 — Window 1: Roller Shade $200.00 Room 1 — Window 1-1: Roller Shade $200.00 (not shown when added)');
    const same = text(
      renderToStaticMarkup(<ChangeOrderPrices changes={changes({ windows: [window({})], total: { oldCents: 20000, newCents: 20000 } })} />),
    );
    expect(same).toContain('Adds $200.00 before tax');
    expect(same).not.toContain('→');
  });

  it('completed: only the windows whose price moved (the order lists the rest), or nothing when none did', () => {
    const html = text(renderToStaticMarkup(<ChangeOrderPrices changes={changes({ status: 'completed' })} />));
    expect(html).toContain('Prices changed since Order BO-1001 was added to this order');
    expect(html).not.toContain('Window 1:');
    expect(html).toContain('Room 1 — Window 2: Roller Shade $200.00 → $220.00 (Price list changed)');
    expect(html).toContain('Added $400.00 → $420.00 before tax');
    const unchanged = changes({ status: 'completed', windows: [window({})], total: { oldCents: 20000, newCents: 20000 } });
    expect(renderToStaticMarkup(<ChangeOrderPrices changes={unchanged} />)).toBe('');
  });
});
