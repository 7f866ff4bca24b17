import { randomUUID } from 'node:crypto';
import type { DesignGraph } from '@eb/domain/design';
import { type Actor, designFactsOf, windowFactsOf } from '@eb/domain/permissions';
import { designControls, windowControls } from '@eb/domain/permissions-controls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, ROLLER, setProduct } from '../catalog/helpers.ts';
import { type Client, createTestApp, type TestApp } from '../support.ts';
import { addWindow, BASE, createDesign, createMandiDesign, REP_ID, repHeaders } from './helpers.ts';

/**
 * The server refuses what the builder hides and does what it shows, for the controls that once
 * disagreed (issue 27): Add New Room for a shopper on their own measure-and-install design, a window's
 * Rename for a rep on one, and 'Add {product} to Window' and Copy Styles for its shopper. What the page
 * shows is read from the domain's controls for the same design and caller.
 */
interface Caller {
  name: string;
  client: Client;
  actor: Actor;
  headers?: Record<string, string>;
}

/** Each control with the call the builder makes for it on window 1 (with a product) or 2 (without). */
const controls = {
  'Add New Room': {
    shown: (graph: DesignGraph, actor: Actor) => designControls(actor, designFactsOf(graph.design)).canAddRoom,
    call: (graph: DesignGraph) => ({
      url: `${BASE}/designs/${graph.design.designId}/commands`,
      body: { command: { type: 'room.add', containerId: randomUUID() } },
    }),
  },
  'Rename (window)': {
    shown: (graph: DesignGraph, actor: Actor) => windowShown(graph, actor, 0).canRename,
    call: (graph: DesignGraph) => ({ url: `${itemUrl(graph, 0)}/rename`, body: { Name: 'Bay' } }),
  },
  'Add {product} to Window': {
    shown: (graph: DesignGraph, actor: Actor) => windowShown(graph, actor, 1).canAddProduct,
    call: (graph: DesignGraph, configurationGuid: string) => ({ url: `${itemUrl(graph, 1)}/product`, body: { configurationGuid } }),
  },
  'Copy Styles': {
    shown: (graph: DesignGraph, actor: Actor) => windowShown(graph, actor, 0).canCopyStyles,
    call: (graph: DesignGraph) => ({ url: `${itemUrl(graph, 0)}/cloneStyle`, body: { ids: [graph.items[1]?.itemId] } }),
  },
};
type Control = keyof typeof controls;

const itemUrl = (graph: DesignGraph, index: number) => `${BASE}/designs/${graph.design.designId}/items/${graph.items[index]?.itemId}`;

function windowShown(graph: DesignGraph, actor: Actor, index: number) {
  const item = graph.items[index];
  if (!item) throw new Error(`The design has no window ${index + 1}.`);
  return windowControls(actor, designFactsOf(graph.design), { ...windowFactsOf(item.label, item.itemProduct), isFlagged: false });
}

describe('the server refuses what the builder hides, and does what it shows', () => {
  let t: TestApp;
  let shopper: Caller;
  let rep: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    shopper = {
      name: 'shopper',
      client: await t.signIn('shopper@example.com'),
      actor: { role: 'consumer', repId: null, isOwner: true },
    };
    rep = {
      name: 'rep',
      client: await t.signIn('rep@example.com'),
      actor: { role: 'rep', repId: REP_ID, isOwner: false },
      headers: repHeaders,
    };
  });
  afterAll(() => t.close());

  /** The shopper's own design: window 1 with a product, window 2 without (the rep adds it on mandi). */
  async function shoppersDesign(mandi: boolean): Promise<DesignGraph> {
    const created = mandi ? await createMandiDesign(shopper.client) : await createDesign(shopper.client);
    const designId = created.design.designId;
    const roomId = created.containers[0]?.containerId ?? '';
    await addWindow(rep.client, designId, roomId, undefined, repHeaders);
    const [first] = created.items;
    return setProduct(rep.client, designId, first?.itemId ?? '', ROLLER, {}, repHeaders);
  }

  const cases: [Control, boolean, 'shopper' | 'rep', boolean][] = [
    // The three disagreements: what the builder now shows or hides on a measure-and-install design.
    ['Add New Room', true, 'shopper', true],
    ['Rename (window)', true, 'rep', false],
    ['Add {product} to Window', true, 'shopper', false],
    ['Copy Styles', true, 'shopper', false],
    // The other side of each: the same control where the builder shows it.
    ['Add New Room', true, 'rep', true],
    ['Rename (window)', false, 'rep', true],
    ['Rename (window)', false, 'shopper', true],
    ['Add {product} to Window', true, 'rep', true],
    ['Copy Styles', true, 'rep', true],
    ['Add {product} to Window', false, 'shopper', true],
    ['Copy Styles', false, 'shopper', true],
  ];

  it.each(cases)('%s (mandi: %s) for the %s: shown %s, and the server agrees', async (control, mandi, who, shown) => {
    const caller = who === 'shopper' ? shopper : rep;
    const graph = await shoppersDesign(mandi);
    expect(controls[control].shown(graph, caller.actor)).toBe(shown);
    const { configurationGuid } = await configure(caller.client, ROLLER);
    const { url, body } = controls[control].call(graph, configurationGuid);
    const response = await caller.client.request('POST', url, { body, headers: caller.headers });
    expect({ control, status: response.status, code: response.body.code }).toEqual({
      control,
      status: shown ? 200 : 403,
      code: shown ? undefined : 'FORBIDDEN',
    });
    const after = await caller.client.request('GET', `${BASE}/designs/${graph.design.designId}`);
    expect(after.body.data.design.version).toBe(shown ? graph.design.version + 1 : graph.design.version);
  });
});
