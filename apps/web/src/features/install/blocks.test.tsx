import type { DesignGraph } from '@eb/domain/design';
import type { Me } from '@eb/domain/identity';
import { getSite, type SiteId } from '@eb/domain/sites';
import { configureStore } from '@reduxjs/toolkit';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { DesignView } from '../../lib/design-view.ts';
import { sessionSlice } from '../../lib/session-slice.ts';
import { SiteContext } from '../../lib/site-context.ts';
import { graph } from '../../testing/graph-fixture.ts';
import { DesignBlocks } from './design-blocks.tsx';

const shopper: Me = {
  userId: 'u1',
  email: 'shopper@example.com',
  name: 'Sam Shopper',
  role: 'consumer',
  repId: null,
  identityId: 'i1',
  siteId: 3,
};

/** The blocks as markup (no DOM here): a design with the given attributes, on a site, seen by `me`. */
function render(attributes: Record<string, string>, siteId: SiteId = 3, me: Me = shopper): string {
  const built: DesignGraph = graph('Kitchen', [['Window 1']]);
  const view: DesignView = { design: { ...built.design, attributes: { ...built.design.attributes, ...attributes } }, rooms: [], items: [] };
  const store = configureStore({
    reducer: { session: sessionSlice.reducer },
    preloadedState: { session: { me, status: 'ready' as const, internalUser: null } },
  });
  return renderToStaticMarkup(
    <Provider store={store}>
      <SiteContext.Provider value={getSite(siteId)}>
        <DesignBlocks view={view} />
      </SiteContext.Provider>
    </Provider>,
  );
}

const address = JSON.stringify({ line1: '2455 Paces Ferry Rd SE', line2: '', city: 'Atlanta', state: 'GA', zipcode: '30339' });
const note = (day: number) => ({
  author: `Author ${day}`,
  authorRole: 'Installer',
  date: `2026-03-0${day}T12:00:00Z`,
  content: `Note ${day}`,
});

describe('DesignBlocks', () => {
  it('shows nothing on a product design outside a job, even with an address', () => {
    expect(render({ propertyAddress: address })).toBe('');
    expect(render({ isMandi: 'false', propertyAddress: address })).toBe('');
  });

  it('shows a product design whose installation was booked its job: the address and Vendor Information, no note form', () => {
    const rep: Me = { ...shopper, role: 'rep', repId: 'R1001', name: 'Riley Rep' };
    const booked = {
      propertyAddress: address,
      jobUid: 'MI-7KQ4-M2XP',
      numberOfWindows: '4',
      serviceProvider: 'Peachtree Window Services',
      technicians: '["Marcus Bell","Tanya Reed"]',
    };
    const html = render(booked, 3, rep);
    expect(html).toContain('Property Address');
    expect(html).toContain('<dt>Order ID</dt><dd><a href="/mandi/order/MI-7KQ4-M2XP">MI-7KQ4-M2XP</a></dd>');
    expect(html).toContain('<dt>Service Provider</dt><dd>Peachtree Window Services</dd>');
    expect(html).toContain('<li>Marcus Bell</li><li>Tanya Reed</li>');
    expect(html).not.toContain('Job Notes');
  });

  it('shows nothing on a mandi design without address, vendor facts or notes', () => {
    expect(render({ isMandi: 'true', propertyAddress: 'not json', notes: '[]' })).toBe('');
  });

  it('shows a rep the Job Notes block with its form on an open mandi design, even before the first note', () => {
    const rep: Me = { ...shopper, role: 'rep', repId: 'R1001', name: 'Riley Rep' };
    const html = render({ isMandi: 'true' }, 3, rep);
    expect(html).toContain('Job Notes');
    expect(html).toContain('No job notes yet.');
    expect(html).toContain('Add a job note');
    expect(render({ isMandi: 'true' })).toBe('');
  });

  it('shows the address and Order Number of an auto-release design made from an order, mandi or not', () => {
    const html = render({ isAutoReleaseDesign: 'true', propertyAddress: address, orderNumber: 'BO-1001', jobUid: 'MI-7KQ4-M2XP' });
    expect(html).toContain('Property Address');
    expect(html).toContain('<dt>Order Number</dt>');
  });

  it('writes the Order Number upper case, as the order page and Add to Order do', () => {
    const html = render({ isAutoReleaseDesign: 'true', propertyAddress: address, orderNumber: 'ju3eh2ymkn', jobUid: 'MI-7KQ4-M2XP' });
    expect(html).toContain('>JU3EH2YMKN</a></dd>');
  });

  it('shows only the blocks whose data exists', () => {
    const html = render({ isMandi: 'true', propertyAddress: address });
    expect(html).toContain('Property Address');
    expect(html).not.toContain('Vendor Information');
    expect(html).not.toContain('Job Notes');
  });

  it('links the address to a maps search in a new tab', () => {
    const html = render({ isMandi: 'true', propertyAddress: address });
    expect(html).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=2455%20Paces%20Ferry%20Rd%20SE%2C%20Atlanta%2C%20GA%2030339"',
    );
    expect(html).toContain('target="_blank" rel="noopener noreferrer" title="View address on map"');
  });

  it('shows the Order Number only on auto-release designs, linked per site', () => {
    const attrs = { isMandi: 'true', propertyAddress: address, orderNumber: 'BO-1001', jobUid: 'MI-7KQ4-M2XP' };
    expect(render(attrs)).not.toContain('Order Number');
    expect(render({ ...attrs, isAutoReleaseDesign: 'true' })).toContain(
      '<dt>Order Number</dt><dd><a href="/mandi/order/MI-7KQ4-M2XP">BO-1001</a></dd>',
    );
    expect(render({ ...attrs, isAutoReleaseDesign: 'true' }, 11)).toContain('<a href="/orderdetail?jobid=MI-7KQ4-M2XP">BO-1001</a>');
    // An order without installation has no job: the link names the order by its number.
    const productOrder = { isAutoReleaseDesign: 'true', propertyAddress: address, orderNumber: 'QN52TS3BVR' };
    expect(render(productOrder)).toContain('<dt>Order Number</dt><dd><a href="/mandi/order/QN52TS3BVR">QN52TS3BVR</a></dd>');
    expect(render(productOrder, 11)).toContain('<a href="/orderdetail?jobid=QN52TS3BVR">QN52TS3BVR</a>');
  });

  it('lists the vendor facts, the date as MMMM DD, YYYY and the phone as a tel link', () => {
    const html = render({
      isMandi: 'true',
      jobId: 'MI-7KQ4-M2XP',
      orderDate: '2026-03-05',
      technicians: '["Sam Ortiz","Dana Wu"]',
      serviceProviderPhone: '(404) 555-0142',
    });
    expect(html).toContain('<dt>Order ID</dt><dd><a href="/mandi/order/MI-7KQ4-M2XP">MI-7KQ4-M2XP</a></dd>');
    expect(html).toContain('<dt>Date</dt><dd>March 05, 2026</dd>');
    expect(html).toContain('<li>Sam Ortiz</li><li>Dana Wu</li>');
    expect(html).toContain('href="tel:4045550142"');
    expect(html).not.toContain('Windows');
  });

  it('shows the newest 3 job notes and a View All Job Notes disclosure when there are more', () => {
    const html = render({ isMandi: 'true', notes: JSON.stringify([1, 2, 3, 4, 5].map(note)) });
    expect(html.match(/class="eb-note"/g)).toHaveLength(3);
    expect(html.indexOf('Note 5')).toBeLessThan(html.indexOf('Note 4'));
    expect(html).not.toContain('Note 2');
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>View All Job Notes<\/button>/);
    const few = render({ isMandi: 'true', notes: JSON.stringify([1, 2, 3].map(note)) });
    expect(few).not.toContain('View All Job Notes');
    expect(few.match(/class="eb-note"/g)).toHaveLength(3);
  });
});
