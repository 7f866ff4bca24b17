import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

const load = (env: Record<string, string>) => loadConfig({ SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp', ...env });

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(load({}).trustProxy).toEqual([]);
    expect(load({ TRUST_PROXY: '' }).trustProxy).toEqual([]);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
  });

  it('takes addresses, CIDR ranges and the named ranges, comma-separated', () => {
    expect(load({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', '*', '10.0.0.0/33', 'proxy.internal', '1.2.3.4/8/9'])('stops the server with a clear message for %j', (value) => {
    expect(() => load({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .* is not an address, a CIDR range or loopback/);
  });
});
