import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { reloadsOnClose, userMessageOf } from './error-message.ts';

describe('the global error’s sentence', () => {
  it('is the server’s own sentence when it refused the request', () => {
    expect(userMessageOf(new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'Room name must be unique.' }))).toBe(
      'Room name must be unique.',
    );
    expect(userMessageOf(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'You may not change this design.' }))).toBe(
      'You may not change this design.',
    );
  });

  it('is the default sentence for network failures, server errors, unreadable answers and page errors', () => {
    expect(userMessageOf(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'We could not reach the server.' }))).toBeNull();
    expect(userMessageOf(new ApiError({ status: 500, code: 'INTERNAL', message: 'Internal Server Error' }))).toBeNull();
    expect(userMessageOf(new ApiError({ status: 502, code: 'BAD_RESPONSE', message: 'The server answered 502.' }))).toBeNull();
    expect(userMessageOf(new ApiError({ status: 404, code: 'BAD_RESPONSE', message: 'The server answered 404.' }))).toBeNull();
    expect(userMessageOf(new TypeError("Cannot read properties of undefined (reading 'items')"))).toBeNull();
  });

  it('reloads the page on close only when the design changed somewhere else', () => {
    expect(
      reloadsOnClose(new ApiError({ status: 412, code: 'STALE_VERSION', message: 'Uh oh! This design was changed somewhere else.' })),
    ).toBe(true);
    expect(reloadsOnClose(new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'No.' }))).toBe(false);
  });
});
