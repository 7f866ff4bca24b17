import type { CommandAnswer as CommandContract } from '@eb/domain/commands/answer';
import type { DesignCommand } from '@eb/domain/commands/command';
import type { OverrideChoice } from '@eb/domain/copy-style';
import type { SaveDesignBody } from '@eb/domain/design';
import type { CopyStyleAnswer, JobSession } from '@eb/domain/design-contracts';
import { configurationEndpoints } from '@eb/domain/endpoints/catalog';
import { designEndpoints } from '@eb/domain/endpoints/designs';
import { itemEndpoints } from '@eb/domain/endpoints/items';
import { call } from '../../../lib/api-client.ts';

/**
 * Design-builder API calls (doc 000 §7) the builder makes besides commands: edits go as commands
 * (sendCommand below); loads, saves, Copy Styles and Duplicate Design use their spec calls.
 */

export type { JobSession };
export type CopyResult = CopyStyleAnswer['copyResults'][number];

export const builderApi = {
  command: (designId: string, command: DesignCommand, origin: string, key: string) => sendCommand(designId, command, origin, key),
  /** The spec's body, a list of guids; one answer entry per guid (doc 001 §7). */
  validateConfigurations: (configurationGuids: string[]) =>
    call(configurationEndpoints.validateAndRepriceConfigurations, { body: configurationGuids }),
  checkCopyStyle: (designId: string, itemId: string, ids: string[]) =>
    call(itemEndpoints.checkCopyStyle, { params: { designId, itemId }, body: { ids } }),
  cloneStyle: (designId: string, itemId: string, ids: string[], overrideChoices: OverrideChoice[] | undefined, version?: number) =>
    call(itemEndpoints.copyStyle, {
      params: { designId, itemId },
      body: overrideChoices ? { ids, overrideChoices } : { ids },
      headers: version === undefined ? {} : { 'if-match': String(version) },
    }),
  saveDesign: (body: SaveDesignBody, version?: number) =>
    call(designEndpoints.saveDesign, { body, headers: version === undefined ? {} : { 'if-match': String(version) } }),
  loadDesign: (designId: string, signal?: AbortSignal) => call(designEndpoints.loadDesign, { params: { designId }, signal }),
  loadSession: (sessionId: string, designId: string | null) =>
    call(designEndpoints.loadSession, { params: { sessionId }, query: designId ? { designId } : {} }),
  disassociate: (sessionId: string, designId: string) =>
    call(designEndpoints.disassociateDesign, { params: { sessionId }, query: { designId } }),
  copyDesign: (designId: string, name: string) => call(designEndpoints.copyDesign, { params: { designId }, body: { Name: name } }),
};

/** What `POST /designs/{id}/commands` answers to `Prefer: return=minimal`: the domain's contract, without the graph. */
export type CommandAnswer = Omit<CommandContract, 'graph'>;

/**
 * A design edit as a command; the change stream echoes `origin` so this tab can skip its own change.
 * `key` is the edit's own Idempotency-Key, the same on each of its tries: a try whose answer was
 * lost and that is sent again gets the first answer back, and the edit lands once.
 */
export function sendCommand(designId: string, command: DesignCommand, origin: string, key: string): Promise<CommandAnswer> {
  const body = { command, origin };
  return call(designEndpoints.applyCommand, {
    params: { designId },
    body,
    headers: { prefer: 'return=minimal', 'idempotency-key': key },
    // An edit on its way when the page goes (a reload right after it) still lands. Browsers take
    // such requests up to 64 KB; larger ones (putting back a big room) go as usual.
    keepalive: JSON.stringify(body).length < KEEPALIVE_MAX,
  });
}

const KEEPALIVE_MAX = 60_000;
