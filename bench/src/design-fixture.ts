import { randomUUID } from 'node:crypto';
import type { SaveDesignBody } from '@eb/domain/design';

export const DESIGN_API = '/api/design-builder';
export const DESIGN_NAME = 'Bench design';

export interface DesignFixture {
  designId: string;
  /** `eb_session=...` of the guest who owns the design: send it as the Cookie header. */
  cookie: string;
  /** The exact body of GET /designs/{id}, as the API answered it. */
  loadBody: string;
  /** A configuration of the seeded roller shade, for the configurator scenario. */
  configurationGuid: string;
  configurationBody: { productId: string; width: number; height: number; choices: Record<string, string> };
  /** The design's window ids, in order. */
  itemIds: string[];
}

export const CONFIGURED_PRODUCT = '533459';

/** A save body for a new design of `rooms` rooms with `windows` windows each, ids made here. */
export function designBody(rooms: number, windows: number): SaveDesignBody {
  const containers = Array.from({ length: rooms }, (_, index) => ({ containerId: randomUUID(), name: `Room ${index + 1}` }));
  const items = containers.flatMap((room) =>
    Array.from({ length: windows }, (_, index) => ({ itemId: randomUUID(), containerId: room.containerId, label: `Window ${index + 1}` })),
  );
  return { design: { designId: randomUUID(), name: DESIGN_NAME }, containers, items };
}

async function expectStatus(response: Response, expected: number, what: string): Promise<string> {
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${what} answered ${response.status}, expected ${expected}: ${text.slice(0, 300)}`);
  return text;
}

/** A guest session (one GET /api/account/me) and the `name=value` of its session cookie. */
export async function guestCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/account/me`);
  await expectStatus(response, 200, 'GET /api/account/me');
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('eb_session='));
  if (!session) throw new Error('GET /api/account/me set no eb_session cookie.');
  return session.split(';')[0] ?? session;
}

/** Creates the design through the real HTTP API as a new guest, then loads it once. */
export async function createDesignFixture(baseUrl: string, rooms: number, windows: number): Promise<DesignFixture> {
  const cookie = await guestCookie(baseUrl);
  const body = designBody(rooms, windows);
  const saved = await fetch(`${baseUrl}${DESIGN_API}/designs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  await expectStatus(saved, 201, 'POST /designs');
  const designId = body.design.designId!;

  const loaded = await fetch(`${baseUrl}${DESIGN_API}/designs/${designId}`, { headers: { cookie } });
  const loadBody = await expectStatus(loaded, 200, 'GET /designs/{id}');
  const graph = JSON.parse(loadBody) as { data: { containers: unknown[]; items: unknown[] } };
  if (graph.data.containers.length !== rooms || graph.data.items.length !== rooms * windows) {
    throw new Error(`The design loaded with ${graph.data.containers.length} rooms and ${graph.data.items.length} windows.`);
  }
  const configurationBody = { productId: CONFIGURED_PRODUCT, width: 40, height: 60, choices: {} };
  const configured = await fetch(`${baseUrl}/api/configurations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(configurationBody),
  });
  const configuration = JSON.parse(await expectStatus(configured, 201, 'POST /api/configurations')) as {
    data: { configurationGuid: string };
  };
  const itemIds = (body.items ?? []).map((item) => item.itemId as string);
  return { designId, cookie, loadBody, configurationGuid: configuration.data.configurationGuid, configurationBody, itemIds };
}
