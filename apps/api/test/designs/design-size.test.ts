import { randomUUID } from 'node:crypto';
import {
  DESIGN_SIZE_MESSAGES,
  ROOM_SIZE_MESSAGE,
  ROOMS_PER_DESIGN_MAX,
  WINDOWS_PER_DESIGN_MAX,
  WINDOWS_PER_ROOM_MAX,
} from '@eb/domain/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

const DESIGNS = '/api/design-builder/designs';
let t: TestApp;
let guest: Client;

beforeAll(async () => {
  t = await createTestApp();
  guest = await t.guest();
});
afterAll(() => t?.close());

const windowsFor = (containerId: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({ itemId: randomUUID(), containerId, itemType: 1, itemSource: 1, label: `W${index}` }));

describe('how large a design may grow, through the API', () => {
  it(`takes a design up to ${WINDOWS_PER_DESIGN_MAX} windows in one save, then refuses more by any route, writing nothing`, async () => {
    const created = await guest.request('POST', DESIGNS, { body: { design: {} } });
    expect(created.status).toBe(201);
    const designId: string = created.body.data.design.designId;
    // A new design has one window: a save of two full rooms and one of a single window fills it.
    const [full, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    const filled = await guest.request('POST', DESIGNS, {
      body: {
        design: { designId },
        containers: [{ containerId: full }, { containerId: second }, { containerId: third }],
        items: [...windowsFor(full, WINDOWS_PER_ROOM_MAX), ...windowsFor(second, WINDOWS_PER_ROOM_MAX), ...windowsFor(third, 1)],
      },
    });
    expect(filled.status).toBe(200);
    expect(filled.body.data.items).toHaveLength(WINDOWS_PER_DESIGN_MAX);
    const version: number = filled.body.data.design.version;

    // One more, in a room of its own: refused with the sentence, and the design is as it was.
    const another = randomUUID();
    const saved = await guest.request('POST', DESIGNS, {
      body: { design: { designId }, containers: [{ containerId: another }], items: windowsFor(another, 1) },
    });
    expectErrorEnvelope(saved, 400, 'VALIDATION_FAILED');
    expect(saved.body.message).toBe(DESIGN_SIZE_MESSAGES.windows);
    const copied = await guest.request('POST', `${DESIGNS}/${designId}/commands`, {
      body: { command: { type: 'window.copy', itemId: filled.body.data.items[0].itemId, newItemIds: [randomUUID()] } },
    });
    expectErrorEnvelope(copied, 400, 'VALIDATION_FAILED');
    expect(copied.body.message).toBe(DESIGN_SIZE_MESSAGES.windows);
    const after = await guest.request('GET', `${DESIGNS}/${designId}`);
    expect(after.body.data.design.version).toBe(version);
    expect(after.body.data.items).toHaveLength(WINDOWS_PER_DESIGN_MAX);
    expect(after.body.data.containers).toHaveLength(4);
  });

  it(`takes ${WINDOWS_PER_ROOM_MAX} windows in a room, then refuses another there with the sentence`, async () => {
    const created = await guest.request('POST', DESIGNS, { body: { design: {} } });
    const designId: string = created.body.data.design.designId;
    const containerId = randomUUID();
    const tooMany = await guest.request('POST', DESIGNS, {
      body: { design: { designId }, containers: [{ containerId }], items: windowsFor(containerId, WINDOWS_PER_ROOM_MAX + 1) },
    });
    expectErrorEnvelope(tooMany, 400, 'VALIDATION_FAILED');
    expect(tooMany.body.message).toBe(ROOM_SIZE_MESSAGE);
    const filled = await guest.request('POST', DESIGNS, {
      body: { design: { designId }, containers: [{ containerId }], items: windowsFor(containerId, WINDOWS_PER_ROOM_MAX) },
    });
    expect(filled.status).toBe(200);
    const added = await guest.request('POST', `${DESIGNS}/${designId}/commands`, {
      body: { command: { type: 'window.add', containerId, itemId: randomUUID() } },
    });
    expectErrorEnvelope(added, 400, 'VALIDATION_FAILED');
    expect(added.body.message).toBe(ROOM_SIZE_MESSAGE);
  });

  it(`takes rooms up to ${ROOMS_PER_DESIGN_MAX}, then refuses more`, async () => {
    const created = await guest.request('POST', DESIGNS, { body: { design: {} } });
    const designId: string = created.body.data.design.designId;
    const rooms = (count: number) => Array.from({ length: count }, () => ({ containerId: randomUUID() }));
    // 1 room to start with, then 499 more in saves of at most 200 (what one request takes).
    for (const count of [200, 200, 99]) {
      const more = await guest.request('POST', DESIGNS, { body: { design: { designId }, containers: rooms(count) } });
      expect(more.status).toBe(200);
    }
    const full = await guest.request('GET', `${DESIGNS}/${designId}`);
    expect(full.body.data.containers).toHaveLength(ROOMS_PER_DESIGN_MAX);
    const tooMany = await guest.request('POST', DESIGNS, { body: { design: { designId }, containers: rooms(1) } });
    expectErrorEnvelope(tooMany, 400, 'VALIDATION_FAILED');
    expect(tooMany.body.message).toBe(DESIGN_SIZE_MESSAGES.rooms);
  });
});
