import type { RepriceResult } from '@eb/domain/catalog';
import { type CommandAnswer as CommandContract, commandAnswerSchema } from '@eb/domain/commands/answer';
import type { DesignCommand } from '@eb/domain/commands/command';
import type { OverrideChoice } from '@eb/domain/copy-style';
import { type DesignGraph, designGraphSchema, type SaveDesignBody } from '@eb/domain/design';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiConfig, designPath } from '../../../lib/config.ts';

/**
 * Design-builder API calls (doc 000 §7) the builder makes besides commands: edits go as commands
 * (sendCommand below); loads, saves, Copy Styles and Duplicate Design use their spec calls.
 */
const base = () => apiConfig.designBuilderBase;

type Versioned = { version?: number | undefined };

function write<T = DesignGraph>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, options: Versioned = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.version !== undefined) headers['if-match'] = String(options.version);
  return apiFetch<T>(`${base()}${path}`, { method, body, headers, designBuilder: true });
}

const read = <T>(path: string, signal?: AbortSignal) => apiFetch<T>(`${base()}${path}`, { signal, designBuilder: true });

export interface JobSession {
  sessionId: string;
  designIds: string[];
}

export interface CopyStyleCheck {
  itemId: string;
  isValid: boolean;
  errors: string[];
}

export interface CopyResult {
  itemId: string;
  succeeded: boolean;
}

export const builderApi = {
  command: (designId: string, command: DesignCommand, origin: string) => sendCommand(designId, command, origin),
  /** The spec's body, a list of guids; one answer entry per guid (doc 001 §7). */
  validateConfigurations: (configurationGuids: string[]) =>
    apiFetch<RepriceResult[]>('/api/estimates/validateAndRepriceConfigurations', { method: 'POST', body: configurationGuids }),
  checkCopyStyle: (designId: string, itemId: string, ids: string[]) =>
    write<CopyStyleCheck[]>('POST', `/designs/${designId}/items/${itemId}/cloneStyle/check`, { ids }),
  cloneStyle: (designId: string, itemId: string, ids: string[], overrideChoices: OverrideChoice[] | undefined, version?: number) =>
    write<DesignGraph & { copyResults: CopyResult[] }>(
      'POST',
      `/designs/${designId}/items/${itemId}/cloneStyle`,
      overrideChoices ? { ids, overrideChoices } : { ids },
      { version },
    ),
  saveDesign: (body: SaveDesignBody, version?: number) => write('POST', '/designs', body, { version }),
  loadDesign: (designId: string, signal?: AbortSignal) =>
    apiFetch(designPath(designId), { signal, designBuilder: true, answer: designGraphSchema }),
  loadSession: (sessionId: string, designId: string | null) =>
    read<JobSession>(`/sessions/${sessionId}${designId ? `?designId=${encodeURIComponent(designId)}` : ''}`),
  disassociate: (sessionId: string, designId: string) =>
    write<JobSession>('DELETE', `/sessions/${sessionId}/disassociate?designId=${encodeURIComponent(designId)}`),
  copyDesign: (designId: string, name: string) => write('POST', `/designs/${designId}/copy`, { Name: name }),
};

/** What `POST /designs/{id}/commands` answers to `Prefer: return=minimal`: the domain's contract, without the graph. */
export type CommandAnswer = Omit<CommandContract, 'graph'>;

const minimalAnswer = commandAnswerSchema.omit({ graph: true });

/** A design edit as a command; the change stream echoes `origin` so this tab can skip its own change. */
export function sendCommand(designId: string, command: DesignCommand, origin: string): Promise<CommandAnswer> {
  const body = { command, origin };
  return apiFetch(`${base()}/designs/${designId}/commands`, {
    method: 'POST',
    body,
    headers: { prefer: 'return=minimal' },
    designBuilder: true,
    answer: minimalAnswer,
    // An edit on its way when the page goes (a reload right after it) still lands. Browsers take
    // such requests up to 64 KB; larger ones (putting back a big room) go as usual.
    keepalive: JSON.stringify(body).length < KEEPALIVE_MAX,
  });
}

const KEEPALIVE_MAX = 60_000;
