import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { CART_LINES_MAX } from '@eb/domain/commerce';
import { startSmtpServer, type TestSmtpServer } from '../../apps/api/test/mail/smtp-server.ts';
import { type RunningServer, startApi } from './api-server.ts';
import { defer } from './cleanup.ts';
import { acquirePostgres } from './postgres.ts';

/**
 * The hotel job beyond the browser (issue 31): a rep's design of rooms × windows, each with a
 * product, measured through the HTTP API as the web app calls it. The browser part is hotel.ts.
 */

/** The issue's targets, in ms. */
export const HOTEL_API_TARGETS = { summaryMs: 500, pdfMs: 3000, checkoutMs: 10_000, shareMailMs: null } as const;

const SUMMARY_RUNS = 5;
const PDF_RUNS = 3;
const CHECKOUT_RUNS = 3;
const SHARE_RUNS = 3;
const MAIL_WAIT_MS = 30_000;

const CONTACT = { firstName: 'Hal', lastName: 'Hotelier', email: 'hal@example.com', phone: '4045551234' };
const ADDRESS = { line1: '2450 Cumberland Parkway', line2: null, city: 'Atlanta', state: 'GA', zipCode: '30339' };
const REP = { email: 'rep@example.com', password: 'demo-password' };

/** Several runs of one figure: p50 and max in ms; `failed` says why it could not be measured. */
export interface Timing {
  runs: number;
  p50Ms: number;
  maxMs: number;
  failed?: string;
}

export interface HotelApiJob {
  rooms: number;
  perRoom: number;
  windows: number;
  /** A quantity change (command) until the estimate summary has answered. */
  summaryAfterEdit: Timing;
  /** The same edit until the summary and the cart (holding the design's lines) have both answered. */
  summaryAndCartAfterEdit: Timing;
  /** The commercial PDF, to the last byte of its body. */
  commercialPdf: Timing & { kilobytes?: number; pages?: number };
  /** Buy-design, add to cart, the cart, the quote, place order and pay: every window of the design. */
  checkoutAll: Timing & { stepsMs?: Record<string, number> };
  /** The same with as many windows as one cart holds (when the whole design does not fit), and its last run's steps in ms. */
  checkoutFullCart?: Timing & { windows: number; stepsMs: Record<string, number> };
  /** From the share request to the mail taken by the SMTP server and its outbox row marked sent. */
  shareMail: Timing & { answerP50Ms?: number };
  /** Making the design through the API (not a target; for scale). */
  buildMs: number;
}

export interface HotelApiRun {
  jobs: HotelApiJob[];
  skipped?: string;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};
const timing = (values: number[]): Timing => ({
  runs: values.length,
  p50Ms: Math.round(percentile(values, 50)),
  maxMs: Math.round(Math.max(0, ...values)),
});
const failedTiming = (why: unknown): Timing => ({
  runs: 0,
  p50Ms: 0,
  maxMs: 0,
  failed: why instanceof Error ? why.message : String(why),
});

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers as the API gives them.
  json: any;
  bytes: number;
  text: string;
}

/** A browser-like caller: keeps its cookies, sends JSON, reads the whole body. */
class Caller {
  private jar = new Map<string, string>();
  constructor(private baseUrl: string) {}

  async call(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET') headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      ...(method === 'GET' ? {} : { body: JSON.stringify(options.body ?? {}) }),
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0\b/i.test(set)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const raw = Buffer.from(await response.arrayBuffer());
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    const text = isJson ? raw.toString('utf8') : '';
    return { status: response.status, json: isJson && text ? JSON.parse(text) : null, bytes: raw.length, text };
  }

  /** The data of an answer with this status, or a failure naming the call. */
  async data(method: string, path: string, status: number, options: { body?: unknown; headers?: Record<string, string> } = {}) {
    const answer = await this.call(method, path, options);
    if (answer.status !== status) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    return answer.json?.data;
  }
}

const once = () => ({ 'idempotency-key': randomUUID() });
const DESIGNS = '/api/design-builder/designs';

/** A design of `rooms` × `perRoom` windows, each with a product (one configured, copied with cloneStyle), as bigDesign in browser.ts. */
async function hotelDesign(rep: Caller, rooms: number, perRoom: number): Promise<{ designId: string; itemIds: string[] }> {
  const containers = Array.from({ length: rooms }, (_, index) => ({ containerId: randomUUID(), name: `Room ${index + 1}` }));
  const items = containers.flatMap((room) =>
    Array.from({ length: perRoom }, (_, index) => ({ itemId: randomUUID(), containerId: room.containerId, label: `Window ${index + 1}` })),
  );
  const designId = randomUUID();
  await rep.data('POST', DESIGNS, 201, { body: { design: { designId, name: `Hotel ${rooms}x${perRoom}` }, containers, items } });
  const { configurationGuid } = await rep.data('POST', '/api/configurations', 201, {
    body: { productId: '533459', width: 40, height: 60, choices: {} },
  });
  const [first, ...rest] = items;
  if (!first) throw new Error('No windows were made.');
  await rep.data('POST', `${DESIGNS}/${designId}/items/${first.itemId}/product`, 200, { body: { configurationGuid } });
  // Copy Styles takes up to 500 windows a call.
  for (let start = 0; start < rest.length; start += 500) {
    await rep.data('POST', `${DESIGNS}/${designId}/items/${first.itemId}/cloneStyle`, 200, {
      body: { ids: rest.slice(start, start + 500).map((item) => item.itemId) },
    });
  }
  return { designId, itemIds: items.map((item) => item.itemId) };
}

/** `runs` times: `work` answers the ms it measured. */
async function repeat(runs: number, work: (run: number) => Promise<number>): Promise<number[]> {
  const values: number[] = [];
  for (let run = 0; run < runs; run += 1) values.push(await work(run));
  return values;
}

/**
 * A quantity change as the builder sends it, then the summary as the page asks for it; with `cart`,
 * also the cart holding the design's lines (a customer's, read as its page reads it), both at once.
 */
async function timeEdits(rep: Caller, designId: string, itemIds: string[], cart?: Caller): Promise<number[]> {
  const edit = async (run: number) => {
    const itemId = itemIds[(run * 37) % itemIds.length] as string;
    const started = performance.now();
    await rep.data('POST', `${DESIGNS}/${designId}/commands`, 200, {
      body: { command: { type: 'window.quantity', itemId, quantity: 2 + (run % 3) }, origin: 'bench' },
      headers: { prefer: 'return=minimal' },
    });
    const summary = rep.data('POST', '/api/estimates/estimateSummary', 200, { body: { designId } });
    await (cart ? Promise.all([summary, cart.data('GET', '/api/cart', 200)]) : summary);
    return performance.now() - started;
  };
  // Once unmeasured: the server has run these routes before in a day's work.
  await edit(SUMMARY_RUNS);
  return repeat(SUMMARY_RUNS, edit);
}

async function timePdf(rep: Caller, designId: string): Promise<{ values: number[]; kilobytes: number }> {
  let bytes = 0;
  const values = await repeat(PDF_RUNS, async () => {
    const started = performance.now();
    const answer = await rep.call('GET', `/api/myaccount/estimates/${designId}/0/print?variant=commercial&dimensions=true&pricing=true`);
    const ms = performance.now() - started;
    if (answer.status !== 200) throw new Error(`the commercial PDF answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    bytes = answer.bytes;
    return ms;
  });
  return { values, kilobytes: Math.round(bytes / 1024) };
}

/**
 * The checkout as the web app goes through it, as a new customer holding the design's link: buy-design,
 * add to cart (`limit` lines of it, or all), the cart page, the review's quote, Place order and pay.
 */
async function timeCheckout(baseUrl: string, designId: string, limit?: number, steps?: Record<string, number>): Promise<number> {
  const buyer = new Caller(baseUrl);
  await buyer.data('GET', '/api/account/me', 200);
  const started = performance.now();
  let last = started;
  const step = (name: string) => {
    const now = performance.now();
    if (steps) steps[name] = Math.round(now - last);
    last = now;
  };
  const buy = await buyer.data('GET', `/api/design-builder/estimates/${designId}/buy`, 200);
  step('buy');
  const lines = limit === undefined ? buy.lines : buy.lines.slice(0, limit);
  await buyer.data('POST', '/estimatebuilder/addtocart', 200, { body: { designId, lines }, headers: once() });
  step('addtocart');
  const cart = await buyer.data('GET', '/api/cart', 200);
  step('cart');
  if (cart.lines.length !== lines.length) throw new Error(`the cart holds ${cart.lines.length} lines, not ${lines.length}`);
  const shipping = { contact: CONTACT, address: ADDRESS };
  const quote = await buyer.data('POST', '/api/orders/quote', 200, { body: shipping });
  step('quote');
  const order = await buyer.data('POST', '/api/orders', 201, { body: { ...shipping, expectedTotal: quote.total }, headers: once() });
  step('place');
  await buyer.data('POST', `/api/orders/${order.orderNumber}/pay`, 200, { body: { method: 'pay-on-delivery' }, headers: once() });
  step('pay');
  return performance.now() - started;
}

/** Looks every few ms (as the rep, who may read the outbox) until the mail to `to` is marked sent. */
async function outboxSent(rep: Caller, to: string, deadline: number): Promise<void> {
  while (performance.now() < deadline) {
    const page = await rep.data('GET', '/api/mail/outbox?limit=20', 200);
    const mail = (page.mails as { to: string; status: string; lastError: string | null }[]).find((one) => one.to === to);
    if (mail?.status === 'sent') return;
    if (mail?.status === 'failed') throw new Error(`the share mail failed: ${mail.lastError}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the share mail to ${to} was not sent within ${MAIL_WAIT_MS} ms`);
}

/** Shares each design (a design is shared once) and times until its mail reached the SMTP server and its outbox row says sent. */
async function timeShares(rep: Caller, smtp: TestSmtpServer, designIds: string[]): Promise<{ values: number[]; answers: number[] }> {
  const answers: number[] = [];
  const values = await repeat(designIds.length, async (run) => {
    const to = `hotel-${randomUUID().slice(0, 8)}@example.com`;
    const received = smtp.received.length;
    const started = performance.now();
    await rep.data('POST', '/api/design-builder/estimates/share', 200, {
      body: {
        To: to,
        Subject: '',
        Body: 'Here is the estimate for the hotel, room by room.',
        Designs: [designIds[run]],
        AdditionalParameters: { CustomerName: 'Hal', DCName: 'Rita Rep', DCEmail: 'rep@example.com', DCPhone: '', DCExtension: '' },
      },
    });
    answers.push(performance.now() - started);
    const deadline = started + MAIL_WAIT_MS;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      smtp.waitFor(received + 1),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no mail reached the SMTP server')), MAIL_WAIT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    await outboxSent(rep, to, deadline);
    return performance.now() - started;
  });
  return { values, answers };
}

/** Each figure of one design size; a figure that fails is reported as failed, and the others still measured. */
async function measureJob(api: RunningServer, smtp: TestSmtpServer, engine: string, rooms: number, perRoom: number): Promise<HotelApiJob> {
  const rep = new Caller(api.baseUrl);
  await rep.data('GET', '/api/account/me', 200);
  await rep.data('POST', '/api/account/login', 200, { body: REP });
  const built = performance.now();
  const { designId, itemIds } = await hotelDesign(rep, rooms, perRoom);
  const buildMs = Math.round(performance.now() - built);
  // Designs to share (each is shared once): the design and copies of it, made before anything is measured.
  const toShare = [designId];
  for (let copy = 1; copy < SHARE_RUNS; copy += 1) {
    toShare.push((await rep.data('POST', `${DESIGNS}/${designId}/copy`, 201, { body: { Name: `Hotel copy ${copy}` } })).design.designId);
  }
  const log = (what: string, value: Timing) =>
    console.log(
      `[${engine}] hotel job, ${itemIds.length} windows, ${what}: ${value.failed ? `failed: ${value.failed}` : `p50 ${value.p50Ms} ms, max ${value.maxMs} ms`}`,
    );

  const summaryAfterEdit = timing(await timeEdits(rep, designId, itemIds));
  log('summary after an edit', summaryAfterEdit);
  // A customer with the design's link has its lines in their cart (as many as a cart takes) while the rep edits it.
  const customer = new Caller(api.baseUrl);
  const { lines } = await customer.data('GET', `/api/design-builder/estimates/${designId}/buy`, 200);
  await customer.data('POST', '/estimatebuilder/addtocart', 200, {
    body: { designId, lines: lines.slice(0, CART_LINES_MAX) },
    headers: once(),
  });
  const summaryAndCartAfterEdit = timing(await timeEdits(rep, designId, itemIds, customer));
  log('summary and cart after an edit', summaryAndCartAfterEdit);

  const commercialPdf = await timePdf(rep, designId).then(({ values, kilobytes }) => ({ ...timing(values), kilobytes }), failedTiming);
  log('commercial PDF', commercialPdf);

  const allSteps: Record<string, number> = {};
  const checkoutAll = await repeat(CHECKOUT_RUNS, () => timeCheckout(api.baseUrl, designId, undefined, allSteps)).then(
    (values) => ({ ...timing(values), stepsMs: allSteps }),
    failedTiming,
  );
  log('checkout of every window', checkoutAll);
  if (!checkoutAll.failed)
    console.log(`[${engine}] hotel job, ${itemIds.length} windows, its steps (last run, ms): ${JSON.stringify(allSteps)}`);
  let checkoutFullCart: HotelApiJob['checkoutFullCart'];
  if (checkoutAll.failed && itemIds.length > CART_LINES_MAX) {
    const stepsMs: Record<string, number> = {};
    const full = await repeat(CHECKOUT_RUNS, () => timeCheckout(api.baseUrl, designId, CART_LINES_MAX, stepsMs)).then(timing, failedTiming);
    checkoutFullCart = { ...full, windows: CART_LINES_MAX, stepsMs };
    log(`checkout of ${CART_LINES_MAX} windows (a full cart)`, full);
    console.log(`[${engine}] hotel job, ${itemIds.length} windows, its steps (last run, ms): ${JSON.stringify(stepsMs)}`);
  }

  const shareMail = await timeShares(rep, smtp, toShare).then(
    ({ values, answers }) => ({ ...timing(values), answerP50Ms: Math.round(percentile(answers, 50)) }),
    failedTiming,
  );
  log('share mail sent', shareMail);
  return {
    rooms,
    perRoom,
    windows: itemIds.length,
    summaryAfterEdit,
    summaryAndCartAfterEdit,
    commercialPdf,
    checkoutAll,
    ...(checkoutFullCart ? { checkoutFullCart } : {}),
    shareMail,
    buildMs,
  };
}

/** The sizes measured: the issue's 300-window design and the hotel job. */
export const HOTEL_API_SIZES: readonly [number, number][] = [
  [15, 20],
  [50, 20],
];

/** The API (with a capturing SMTP server) on PGlite, or on the PostgreSQL database at `databaseUrl`. */
export async function measureHotelApi(databaseUrl?: string, sizes = HOTEL_API_SIZES): Promise<HotelApiRun> {
  const smtp = await startSmtpServer();
  const closeSmtp = defer(() => smtp.close());
  try {
    const api = await startApi(databaseUrl, { env: { SMTP_URL: smtp.url }, demoAccounts: true });
    const closeApi = defer(() => api.close());
    try {
      const jobs: HotelApiJob[] = [];
      for (const [rooms, perRoom] of sizes) jobs.push(await measureJob(api, smtp, databaseUrl ? 'postgres' : 'pglite', rooms, perRoom));
      return { jobs };
    } finally {
      await closeApi();
    }
  } finally {
    await closeSmtp();
  }
}

/** npx tsx src/hotel-api.ts [pglite|postgres|both] [rooms perRoom]: the figures as JSON, and the table npm run bench prints. */
async function main(): Promise<void> {
  const which = process.argv[2] ?? 'both';
  const [rooms, perRoom] = process.argv.slice(3).map(Number);
  const sizes: readonly [number, number][] = rooms && perRoom ? [[rooms, perRoom]] : HOTEL_API_SIZES;
  const runs: { engine: 'pglite' | 'postgres'; scenarios: []; targets: []; hotelApi: HotelApiRun }[] = [];
  if (which !== 'postgres') runs.push({ engine: 'pglite', scenarios: [], targets: [], hotelApi: await measureHotelApi(undefined, sizes) });
  if (which !== 'pglite') {
    const postgres = await acquirePostgres();
    if ('skipped' in postgres) console.log(postgres.skipped);
    else {
      try {
        runs.push({ engine: 'postgres', scenarios: [], targets: [], hotelApi: await measureHotelApi(postgres.target.databaseUrl, sizes) });
      } finally {
        await postgres.target.release();
      }
    }
  }
  // Imported once this module has run: report.ts imports it.
  const { hotelApiLines } = await import('./report.ts');
  console.log(JSON.stringify(runs.map((run) => ({ engine: run.engine, ...run.hotelApi }))));
  console.log(`\n${hotelApiLines(runs).join('\n')}`);
}

if (process.argv[1]?.endsWith('hotel-api.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
