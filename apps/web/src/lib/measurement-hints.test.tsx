import { type MeasurementHint, measurementHints } from '@eb/domain/measurement-guard';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BusEvent, subscribe } from './event-bus.ts';
import { MeasurementHints } from './measurement-hints.tsx';

// No DOM in these tests: each button's click handler is kept by its accessible name so a test can press it.
const clicks = vi.hoisted(() => new Map<string, () => void>());
vi.mock('../ui/button.tsx', () => ({
  Button: ({ children, onClick, variant: _variant, ...rest }: { children: ReactNode; onClick: () => void; variant?: string }) => {
    const name = (rest as { 'aria-label'?: string })['aria-label'] ?? String(children);
    clicks.set(name, onClick);
    return (
      <button type="button" {...rest}>
        {children}
      </button>
    );
  },
}));
// Server rendering runs no effects: here they run as the component renders, so what they publish is counted.
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return { ...react, useEffect: (effect: () => void) => effect() };
});

const press = (name: string) => {
  const onClick = clicks.get(name);
  if (!onClick) throw new Error(`No button named ${name}; there are ${[...clicks.keys()].join(', ')}`);
  onClick();
};

const swapped = measurementHints({ width: 36, height: 72, siblings: [{ width: 72, height: 36 }] });
const priceStep: MeasurementHint = {
  kind: 'price-step',
  title: 'Just past a price step',
  message: 'Just past a price step: 1/8" narrower saves $16.00.',
  fixLabel: 'Use 48" wide',
  fix: { width: 48, height: 30 },
};

let events: BusEvent[] = [];
let stop: () => void = () => {};
beforeEach(() => {
  clicks.clear();
  events = [];
  stop = subscribe((event) => events.push(event));
});
afterEach(() => stop());

function render(windowId: string, hints: readonly MeasurementHint[], onFix: (fix: { width: number; height: number }) => void = () => {}) {
  return renderToStaticMarkup(<MeasurementHints windowId={windowId} screen="card" hints={hints} onFix={onFix} />);
}

describe('MeasurementHints', () => {
  it('shows each hint in a polite live region, with its fix and a Dismiss naming it', () => {
    expect(swapped.map((hint) => hint.kind)).toEqual(['swap']);
    const html = render('w-show', swapped);
    expect(html).toMatch(/^<div class="eb-hints" role="status"><ul/);
    expect(html).toContain('Width and height look swapped: 36&quot; wide × 72&quot; high would be far taller');
    expect(html).toContain('>Swap width and height</button>');
    expect(html).toContain('aria-label="Dismiss hint: Width and height look swapped"');
    expect(html).toContain('type="button"');
  });

  it('keeps the live region, empty, when there is nothing to say', () => {
    expect(render('w-empty', [])).toBe('<div class="eb-hints" role="status"></div>');
  });

  it('calls back with the fix and says which hint was taken', () => {
    const fixes: unknown[] = [];
    render('w-fix', swapped, (fix) => fixes.push(fix));
    press('Swap width and height');
    expect(fixes).toEqual([{ width: 72, height: 36 }]);
    expect(events.filter((event) => event.name === 'measurement.hintTaken').map((event) => event.payload)).toEqual([
      { itemId: 'w-fix', kind: 'swap', screen: 'card', width: 72, height: 36 },
    ]);
  });

  it('hides a dismissed hint for that window, on the next render and a new mount, and only that hint', () => {
    render('w-dismiss', [...swapped, priceStep]);
    press('Dismiss hint: Width and height look swapped');
    for (let mount = 0; mount < 2; mount += 1) {
      const html = render('w-dismiss', [...swapped, priceStep]);
      expect(html).not.toContain('Swap width and height');
      expect(html).toContain('Use 48&quot; wide');
    }
    expect(render('w-other', swapped)).toContain('Swap width and height');
    expect(events.filter((event) => event.name === 'measurement.hintDismissed').map((event) => event.payload)).toEqual([
      { itemId: 'w-dismiss', kind: 'swap', screen: 'card' },
    ]);
  });

  it('says a hint was shown once per window and kind in a page view, not once per render', () => {
    render('w-once', swapped);
    render('w-once', swapped);
    render('w-once', [...swapped, priceStep]);
    render('w-once-too', swapped);
    const shown = events.filter((event) => event.name === 'measurement.hintShown').map((event) => event.payload);
    expect(shown).toEqual([
      { itemId: 'w-once', kind: 'swap', screen: 'card' },
      { itemId: 'w-once', kind: 'price-step', screen: 'card' },
      { itemId: 'w-once-too', kind: 'swap', screen: 'card' },
    ]);
  });
});
