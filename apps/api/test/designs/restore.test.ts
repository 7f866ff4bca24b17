import { randomUUID } from 'node:crypto';
import type { DesignCommand } from '@eb/domain/commands/command';
import { RESTORE_REFUSED } from '@eb/domain/commands/deleted-windows';
import type { DesignGraph, Item } from '@eb/domain/design';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';
import { BASE, createDesign, expectStatus, firstWindow, loadDesign, repHeaders } from './helpers.ts';

let t: TestApp;
let shopper: Client;
let rep: Client;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await t.signIn('shopper@example.com');
  rep = await t.signIn('rep@example.com');
});
afterAll(() => t.close());

const send = (client: Client, designId: string, command: DesignCommand, headers: Record<string, string> = {}) =>
  client.request('POST', `${BASE}/designs/${designId}/commands`, { body: { command }, headers });

async function apply(client: Client, designId: string, command: DesignCommand, headers: Record<string, string> = {}) {
  const response = await send(client, designId, command, headers);
  expectStatus(response, 200);
  return response.body.data as { inverse: DesignCommand; graph: DesignGraph };
}

const itemIn = (graph: DesignGraph, itemId: string) => graph.items.find((item) => item.itemId === itemId) as Item;

describe('undo puts back only what was deleted, as it was', () => {
  it("refuses a window put back with a rep's specialty shape dropped, or one never deleted; its own undo puts it back", async () => {
    const design = await createDesign(shopper);
    const designId = design.design.designId;
    const { itemId } = firstWindow(design);
    // The rep measures the shopper's window as a specialty shape (a note only reps write).
    await apply(rep, designId, { type: 'window.attributes', itemId, values: { specialtyShape: 'Arch' } }, repHeaders);
    const shaped = itemIn(await loadDesign(shopper, designId), itemId);
    expect(shaped.attributes.some((attribute) => attribute.name === 'specialtyShape')).toBe(true);

    const deleted = await apply(shopper, designId, { type: 'windows.delete', itemIds: [itemId] });
    expect(deleted.inverse.type).toBe('windows.restore');
    const restore = deleted.inverse as Extract<DesignCommand, { type: 'windows.restore' }>;
    const entry = restore.entries[0] as (typeof restore.entries)[number];
    const doctored: DesignCommand = {
      type: 'windows.restore',
      entries: [
        { ...entry, item: { ...entry.item, attributes: entry.item.attributes.filter((attribute) => attribute.name !== 'specialtyShape') } },
      ],
    };
    const refused = await send(shopper, designId, doctored);
    expectErrorEnvelope(refused, 400, 'VALIDATION_FAILED');
    expect(refused.body.message).toBe(RESTORE_REFUSED);
    const more: DesignCommand = { type: 'windows.restore', entries: [{ ...entry, item: { ...entry.item, quantity: 9 } }] };
    expect((await send(shopper, designId, more)).body.message).toBe(RESTORE_REFUSED);
    const stranger: DesignCommand = { type: 'windows.restore', entries: [{ ...entry, item: { ...entry.item, itemId: randomUUID() } }] };
    expect((await send(shopper, designId, stranger)).body.message).toBe(RESTORE_REFUSED);
    expect((await loadDesign(shopper, designId)).items).toHaveLength(0);

    // The undo the delete answered puts it back as it was.
    const back = await apply(shopper, designId, restore);
    expect(itemIn(back.graph, itemId).attributes.find((attribute) => attribute.name === 'specialtyShape')?.value).toBe('Arch');
    // A room's windows too: deleted with their room, put back with it as they were, and not otherwise.
    const roomId = itemIn(back.graph, itemId).containerId;
    const extra = randomUUID();
    await apply(shopper, designId, { type: 'room.add', containerId: extra });
    const roomGone = await apply(shopper, designId, { type: 'room.delete', containerId: roomId });
    const roomBack = roomGone.inverse as Extract<DesignCommand, { type: 'room.restore' }>;
    const doctoredRoom: DesignCommand = { ...roomBack, items: roomBack.items.map((item) => ({ ...item, attributes: [] })) };
    expect((await send(shopper, designId, doctoredRoom)).body.message).toBe(RESTORE_REFUSED);
    expectStatus(await send(shopper, designId, roomBack), 200);
  });
});
