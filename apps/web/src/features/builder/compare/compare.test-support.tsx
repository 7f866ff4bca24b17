import type { DesignGraph, ItemProduct } from '@eb/domain/design';
import { getSite } from '@eb/domain/sites';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { BuilderMode } from '../../../lib/builder-paths.ts';
import { SiteContext } from '../../../lib/site-context.ts';
import { summaryGraph } from '../design/estimate-summary.test-support.ts';
import { designReceived } from '../state/builder-slice.ts';
import { createTestStore } from '../state/store.test-support.ts';
import { BuilderModeContext } from '../use-builder.ts';

/** A named design of rooms of windows, each with the product given (price and retail per covering) or none. */
export function namedDesign(name: string, rooms: Record<string, [label: string, product: Partial<ItemProduct> | null][]>): DesignGraph {
  const built = summaryGraph(rooms);
  return { ...built, design: { ...built.design, name } };
}

/** Markup of `element` on the builder's pages (no DOM here), with these designs open in tab order. */
export function renderWithDesigns(element: ReactNode, designs: DesignGraph[], mode: BuilderMode = 'product'): string {
  const store = createTestStore();
  for (const design of designs) store.dispatch(designReceived(design));
  return renderToStaticMarkup(
    <Provider store={store}>
      <SiteContext.Provider value={getSite(3)}>
        <BuilderModeContext.Provider value={mode}>
          <MemoryRouter>{element}</MemoryRouter>
        </BuilderModeContext.Provider>
      </SiteContext.Provider>
    </Provider>,
  );
}

/** Text of markup with tags dropped and spaces collapsed. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
