import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyRequest } from 'fastify';

/** The header that carries a request's id: in from a trusted proxy, out on every answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy sent is kept only when it is short and visible ASCII: it goes into every log line. */
const ACCEPTED_ID = /^[\x21-\x7e]{1,64}$/;

/** TRUST_PROXY's named ranges, as proxy-addr (Fastify's trustProxy) reads them. */
const NAMED_RANGES: Record<string, [address: string, prefix?: number][]> = {
  loopback: [
    ['127.0.0.0', 8],
    ['::1', 128],
  ],
  linklocal: [
    ['169.254.0.0', 16],
    ['fe80::', 10],
  ],
  uniquelocal: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['fc00::', 7],
  ],
};

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Whether the connection's peer is one of TRUST_PROXY's proxies (already checked by config.ts). */
export function trustedPeers(trustProxy: readonly string[]): ((address: string | undefined) => boolean) | null {
  if (trustProxy.length === 0) return null;
  const list = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', prefix] = entry.split('/');
    const ranges = NAMED_RANGES[entry] ?? [prefix === undefined ? [address] : [address, Number(prefix)]];
    for (const [from, bits] of ranges) {
      if (bits === undefined) list.addAddress(from, familyOf(from));
      else list.addSubnet(from, bits, familyOf(from));
    }
  }
  // A check costs about two microseconds; a proxy's few addresses are remembered (a bounded map).
  const known = new Map<string, boolean>();
  return (address) => {
    if (!address) return false;
    let trusted = known.get(address);
    if (trusted === undefined) {
      trusted = isIP(address) !== 0 && list.check(address, familyOf(address));
      if (known.size >= 1_000) known.clear();
      known.set(address, trusted);
    }
    return trusted;
  };
}

const ARRIVED_AT = Symbol('eb.arrivedAt');
type Stamped = IncomingMessage & { [ARRIVED_AT]?: number };

/** `performance.now()` when the request reached its route, if the generator noted it (see `arrivalOf` in request-log.ts). */
export function notedArrival(request: FastifyRequest): number | undefined {
  return (request.raw as Stamped)[ARRIVED_AT];
}

/**
 * Fastify's `genReqId`: the id a trusted proxy sent in `x-request-id`, when short and plain, else a
 * new one: this process's random prefix and a counter (unique across processes and restarts, and a
 * tenth of the cost of a UUID). `noteArrival` also notes when the request arrived, for the metrics
 * of an app without a request logger (which notes it otherwise).
 */
export function requestIds(trustProxy: readonly string[], options: { noteArrival: boolean }): (raw: IncomingMessage) => string {
  const trusted = trustedPeers(trustProxy);
  const prefix = `${randomBytes(6).toString('base64url')}-`;
  let next = 0;
  const { noteArrival } = options;
  return (raw) => {
    if (noteArrival) (raw as Stamped)[ARRIVED_AT] = performance.now();
    if (trusted !== null) {
      const sent = raw.headers[REQUEST_ID_HEADER];
      if (typeof sent === 'string' && ACCEPTED_ID.test(sent) && trusted(raw.socket?.remoteAddress)) return sent;
    }
    next++;
    return prefix + next.toString(36);
  };
}
