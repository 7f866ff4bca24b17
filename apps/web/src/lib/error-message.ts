import { ApiError } from './api-client.ts';

/**
 * What the global error shows for a failure (doc 000 §8). Only the server's own sentence about a
 * refused request (a 4xx answer with a message) is meant for users; network failures, server
 * errors, answers we could not read and anything thrown in the page show the spec's default
 * sentence (null).
 */
export function userMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status < 400 || error.status >= 500) return null;
  if (error.code === 'BAD_RESPONSE' || error.code === 'NETWORK_ERROR' || error.code === 'INTERNAL') return null;
  return error.message.trim() || null;
}

/**
 * A design changed somewhere else (412) leaves the page with an old copy: closing the error
 * reloads the page so it shows the design as it is now.
 */
export function reloadsOnClose(error: unknown): boolean {
  return error instanceof ApiError && error.status === 412;
}
