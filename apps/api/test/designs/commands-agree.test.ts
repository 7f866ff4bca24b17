import { randomUUID } from 'node:crypto';
import { applyCommand, type CommandContext } from '@eb/domain/commands/apply';
import type { DesignCommand } from '@eb/domain/commands/command';
import { CommandError } from '@eb/domain/commands/command-error';
import type { DesignGraph } from '@eb/domain/design';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, type TestApp } from '../support.ts';
import { BASE, createDesign, loadDesign } from './helpers.ts';

let t: TestApp;
let owner: Client;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.guest();
});
afterAll(() => t.close());

/** What a guest on site 3 may do: the context the web app applies commands with. */
const guest: CommandContext = {
  actor: { role: 'guest', repId: null },
  windowCategoryKeys: ['blinds-shades', 'roller-shades', 'verticals', 'perfect-arch'],
};

/** A small seeded random source, so a failing sequence can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function commandFor(graph: DesignGraph, next: () => number): DesignCommand {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const room = pick(graph.containers);
  const item = pick(graph.items);
  const word = pick(['Den', 'Bay', 'Nook', 'Hall', 'Loft', 'Den']) as string;
  switch (Math.floor(next() * 10)) {
    case 0:
      return { type: 'room.add', containerId: randomUUID() };
    case 1:
      return room ? { type: 'room.rename', containerId: room.containerId, name: word } : { type: 'design.rename', name: word };
    case 2:
      return room
        ? { type: 'room.copy', containerId: room.containerId, newContainerId: randomUUID(), newItemIds: room.items.map(() => randomUUID()) }
        : { type: 'room.add', containerId: randomUUID() };
    case 3:
      return room
        ? { type: 'room.delete', containerId: room.containerId, replacement: { containerId: randomUUID(), itemId: randomUUID() } }
        : { type: 'room.add', containerId: randomUUID() };
    case 4:
      return room
        ? { type: 'window.add', containerId: room.containerId, itemId: randomUUID() }
        : { type: 'room.add', containerId: randomUUID() };
    case 5:
      return item ? { type: 'window.rename', itemId: item.itemId, label: word } : { type: 'design.rename', name: word };
    case 6:
      return item
        ? { type: 'window.copy', itemId: item.itemId, newItemIds: [randomUUID(), randomUUID()] }
        : { type: 'design.rename', name: word };
    case 7:
      return item ? { type: 'windows.delete', itemIds: [item.itemId] } : { type: 'design.rename', name: word };
    case 8:
      return item
        ? { type: 'window.quantity', itemId: item.itemId, quantity: 1 + Math.floor(next() * 50) }
        : { type: 'design.rename', name: word };
    default:
      return item
        ? {
            type: 'window.attributes',
            itemId: item.itemId,
            values: { width: String(7 + Math.floor(next() * 800) / 8), mountType: 'inside' },
          }
        : { type: 'design.rename', name: word };
  }
}

const withoutVersion = ({ viewer: _viewer, ...graph }: DesignGraph) => ({ ...graph, design: { ...graph.design, version: 0 } });

describe('the server and the client reach the same design', () => {
  it('for random sequences of commands (and their undos), the graph the client computes is the one the server stores', async () => {
    for (let seed = 1; seed <= 6; seed += 1) {
      const next = random(seed);
      const design = await createDesign(owner);
      let local: DesignGraph = design;
      const inverses: DesignCommand[] = [];
      for (let step = 0; step < 12; step += 1) {
        const command = commandFor(local, next);
        let expected: ReturnType<typeof applyCommand> | null = null;
        try {
          expected = applyCommand(local, command, guest);
        } catch (error) {
          if (!(error instanceof CommandError)) throw error;
        }
        const response = await owner.request('POST', `${BASE}/designs/${design.design.designId}/commands`, {
          body: { command },
          headers: { prefer: 'return=minimal' },
        });
        // The server refuses exactly what the client's rules refuse.
        expect({ seed, step, status: response.status }).toEqual({ seed, step, status: expected ? 200 : 400 });
        if (!expected) continue;
        local = expected.graph;
        if (expected.changed) inverses.push(response.body.data.inverse);
        expect(withoutVersion(await loadDesign(owner, design.design.designId))).toEqual(withoutVersion(local));
      }
      for (const inverse of inverses.reverse()) {
        local = applyCommand(local, inverse, guest).graph;
        const undone = await owner.request('POST', `${BASE}/designs/${design.design.designId}/commands`, { body: { command: inverse } });
        expect(undone.status).toBe(200);
      }
      expect(withoutVersion(await loadDesign(owner, design.design.designId))).toEqual(withoutVersion(local));
      expect(withoutVersion(local)).toEqual(withoutVersion(design));
    }
  });
});
