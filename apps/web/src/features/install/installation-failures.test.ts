import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { bookingFailure } from './installation-flow.ts';
import { PRICING_FAILED, pricingFailure } from './installation-pricing.ts';

const failed = (status: number, code: ApiError['code'], message: string) => new ApiError({ status, code, message });

describe('the installation service says the session ended (doc 001 §7: 401 has a handler)', () => {
  it('pricing offers Sign in, and says why', () => {
    expect(pricingFailure(failed(401, 'NOT_SIGNED_IN', 'Please sign in to continue.'))).toEqual({
      status: 'failed',
      result: null,
      message: 'Please sign in to continue.',
      signIn: true,
    });
  });

  it('pricing refused for another reason shows its sentence; a failure shows the spec’s, neither asks to sign in', () => {
    expect(pricingFailure(failed(403, 'FORBIDDEN', 'This design is not yours.'))).toMatchObject({
      message: 'This design is not yours.',
      signIn: false,
    });
    expect(pricingFailure(failed(0, 'NETWORK_ERROR', 'We could not reach the server.'))).toMatchObject({
      message: PRICING_FAILED,
      signIn: false,
    });
  });

  it('a booking goes to sign in and back; any other failure is the global error with the server’s sentence', () => {
    expect(bookingFailure(failed(401, 'NOT_SIGNED_IN', 'Please sign in.'))).toEqual({ signIn: true });
    expect(bookingFailure(failed(409, 'CONFLICT', 'This job is booked already.'))).toEqual({
      signIn: false,
      message: 'This job is booked already.',
    });
    expect(bookingFailure(failed(500, 'INTERNAL', 'Boom'))).toEqual({ signIn: false, message: null });
  });
});
