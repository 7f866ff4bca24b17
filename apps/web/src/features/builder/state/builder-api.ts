import { repriceAnswerSchema } from '@eb/domain/catalog';
import { type CommandAnswer as CommandContract, minimalCommandAnswerSchema } from '@eb/domain/commands/answer';
import type { DesignCommand } from '@eb/domain/commands/command';
import type { OverrideChoice } from '@eb/domain/copy-style';
import { designGraphSchema, type SaveDesignBody } from '@eb/domain/design';
import {
  type CopyStyleAnswer,
  copyStyleAnswerSchema,
  copyStyleChecksSchema,
  type JobSession,
  jobSessionSchema,
} from '@eb/domain/design-contracts';
import { type AnswerSchema, apiFetch } from '../../../lib/api-client.ts';
import { apiConfig, designPath } from '../../../lib/config.ts';

/**
 * Design-builder API calls (doc 000 §7) the builder makes besides commands: edits go as commands
 * (sendCommand below); loads, saves, Copy Styles and Duplicate Design use their spec calls.
 */
const base = () => apiConfig.designBuilderBase;

type Versioned = { version?: number | undefined };

/** A write whose answer is read by its contract. */
function write<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  answer: AnswerSchema<T>,
  body?: unknown,
  options: Versioned = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.version !== undefined) headers['if-match'] = String(options.version);
  return apiFetch(`${base()}${path}`, { method, body, headers, designBuilder: true, answer });
}

export type { JobSession };
export type CopyResult = CopyStyleAnswer['copyResults'][number];

export const builderApi = {
  command: (designId: string, command: DesignCommand, origin: string, key: string) => sendCommand(designId, command, origin, key),
  /** The spec's body, a list of guids; one answer entry per guid (doc 001 §7). */
  validateConfigurations: (configurationGuids: string[]) =>
    apiFetch(`${apiConfig.estimatesBase}/validateAndRepriceConfigurations`, {
      method: 'POST',
      body: configurationGuids,
      answer: repriceAnswerSchema,
    }),
  checkCopyStyle: (designId: string, itemId: string, ids: string[]) =>
    write('POST', `/designs/${designId}/items/${itemId}/cloneStyle/check`, copyStyleChecksSchema, { ids }),
  cloneStyle: (designId: string, itemId: string, ids: string[], overrideChoices: OverrideChoice[] | undefined, version?: number) =>
    write(
      'POST',
      `/designs/${designId}/items/${itemId}/cloneStyle`,
      copyStyleAnswerSchema,
      overrideChoices ? { ids, overrideChoices } : { ids },
      { version },
    ),
  saveDesign: (body: SaveDesignBody, version?: number) => write('POST', '/designs', designGraphSchema, body, { version }),
  loadDesign: (designId: string, signal?: AbortSignal) =>
    apiFetch(designPath(designId), { signal, designBuilder: true, answer: designGraphSchema }),
  loadSession: (sessionId: string, designId: string | null) =>
    apiFetch(`${base()}/sessions/${sessionId}${designId ? `?designId=${encodeURIComponent(designId)}` : ''}`, {
      designBuilder: true,
      answer: jobSessionSchema,
    }),
  disassociate: (sessionId: string, designId: string) =>
    write('DELETE', `/sessions/${sessionId}/disassociate?designId=${encodeURIComponent(designId)}`, jobSessionSchema),
  copyDesign: (designId: string, name: string) => write('POST', `/designs/${designId}/copy`, designGraphSchema, { Name: name }),
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
  return apiFetch(`${base()}/designs/${designId}/commands`, {
    method: 'POST',
    body,
    headers: { prefer: 'return=minimal', 'idempotency-key': key },
    designBuilder: true,
    answer: minimalCommandAnswerSchema,
    // An edit on its way when the page goes (a reload right after it) still lands. Browsers take
    // such requests up to 64 KB; larger ones (putting back a big room) go as usual.
    keepalive: JSON.stringify(body).length < KEEPALIVE_MAX,
  });
}

const KEEPALIVE_MAX = 60_000;
