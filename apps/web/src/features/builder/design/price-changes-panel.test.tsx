import type { PriceChanges } from '@eb/domain/price-changes';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dismissPriceChanges, priceChangesReceived } from '../state/price-changes.ts';
import { PriceChangesPanel } from './price-changes-panel.tsx';

const changes = (overrides: Partial<PriceChanges> = {}): PriceChanges => ({
  snapshot: { kind: 'saved', takenAt: '2026-11-23T10:00:00.000Z' },
  windows: [
    {
      itemId: 'w1',
      roomName: 'Kitchen',
      windowLabel: 'Window 1',
      productName: 'Harbor Light Filtering Roller Shade',
      oldLineCents: 12000,
      newLineCents: 132050,
      reasons: ['Price list changed', 'Promotion ended'],
    },
  ],
  total: { oldCents: 24000, newCents: 144050 },
  ...overrides,
});

const text = (html: string) => html.replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'");

describe('the price changes panel', () => {
  it('lists each window with its old and new price and why, then the design total, in a named region', () => {
    priceChangesReceived('d1', changes());
    const html = renderToStaticMarkup(<PriceChangesPanel designId="d1" />);
    expect(html).toContain('<section class="eb-card eb-price-changes" aria-labelledby="price-changes-d1">');
    expect(html).toContain('<h2 id="price-changes-d1"');
    expect(text(html)).toContain('Prices changed since you saved this design');
    expect(text(html)).toContain(
      'Kitchen — Window 1: Harbor Light Filtering Roller Shade $120.00 → $1,320.50 (Price list changed, Promotion ended)',
    );
    expect(text(html)).toContain('Design total: $240.00 → $1,440.50');
    expect(text(html)).toContain('Dismiss');
  });

  it('says when the prices were kept by a share', () => {
    priceChangesReceived('d2', changes({ snapshot: { kind: 'shared', takenAt: '2026-11-23T10:00:00.000Z' } }));
    expect(text(renderToStaticMarkup(<PriceChangesPanel designId="d2" />))).toContain('Prices changed since this design was shared');
  });

  it('shows nothing without changes, before the answer, or once dismissed for that snapshot', () => {
    priceChangesReceived('d3', changes({ windows: [] }));
    expect(renderToStaticMarkup(<PriceChangesPanel designId="d3" />)).toBe('');
    expect(renderToStaticMarkup(<PriceChangesPanel designId="unknown" />)).toBe('');
    priceChangesReceived('d4', changes());
    dismissPriceChanges('d4');
    expect(renderToStaticMarkup(<PriceChangesPanel designId="d4" />)).toBe('');
    // Saved again later: a new snapshot shows again.
    priceChangesReceived('d4', changes({ snapshot: { kind: 'saved', takenAt: '2026-12-01T10:00:00.000Z' } }));
    expect(renderToStaticMarkup(<PriceChangesPanel designId="d4" />)).not.toBe('');
  });
});
