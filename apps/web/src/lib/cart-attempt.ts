/**
 * The Idempotency-Keys of one cart attempt (issue 12: a retry replays the first answer). Each
 * distinct request of the attempt — its path and body — gets one key, made on first use and reused
 * when the same request is sent again (a retry after a lost answer, a double click). A request with
 * another body gets another key, so the server never sees one key for two different requests.
 */
export interface CartAttempt {
  readonly keys: Map<string, string>;
}

export const cartAttempt = (): CartAttempt => ({ keys: new Map() });

export function idempotencyKey(attempt: CartAttempt, path: string, body: unknown): string {
  const request = `${path}\n${JSON.stringify(body)}`;
  let key = attempt.keys.get(request);
  if (!key) {
    key = crypto.randomUUID();
    attempt.keys.set(request, key);
  }
  return key;
}
