import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { LEASE_MS, RETRY_POLICY, type RetryPolicy, retryDelayMs } from './retry.ts';
import type { MailSender, MailToSend } from './senders.ts';

interface Logger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailDeliveryOptions {
  db: Db;
  sender: MailSender;
  /** Look for due mail this often (ms); 0: only when woken. */
  pollMs: number;
  log?: Logger | undefined;
  leaseMs?: number | undefined;
  retry?: RetryPolicy | undefined;
}

export interface MailDelivery {
  /** Starts polling and delivers what is due now (mail queued while no process was running). */
  start(): void;
  /** Delivers what is due; resolves once a pass that began after this call has ended. Never rejects. */
  wake(): Promise<void>;
  /** Stops polling, lets the pass under way finish, closes the sender. */
  stop(): Promise<void>;
}

interface ClaimedRow {
  id: string;
  site_id: number;
  to_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text_body: string;
  attempts: number;
  next_attempt_at: Date;
}

const noLog: Logger = { warn: () => {}, error: () => {} };

type DeliverySettings = Required<Omit<MailDeliveryOptions, 'db' | 'pollMs'>>;

/**
 * Claims the next due mail in one statement: `for update skip locked` lets concurrent claimers (other
 * loops, other processes on the same PostgreSQL) pass over a row another one is taking, and the claim
 * moves the row's next attempt a lease ahead, so no one takes it again while it is being sent, and it
 * comes back on its own if this process dies. Each claim counts as an attempt. One mail per claim, so
 * each lease starts right before its own send and no mail waits out its lease behind others.
 */
async function claimNext(db: Db, leaseMs: number): Promise<ClaimedRow | undefined> {
  const result = await sql<ClaimedRow>`
    update mail_outbox
    set attempts = attempts + 1,
        next_attempt_at = date_trunc('milliseconds', now()) + ${Math.round(leaseMs)}::integer * interval '1 millisecond'
    where id in (
      select id from mail_outbox
      where status = 'queued' and next_attempt_at <= now()
      order by next_attempt_at, id
      limit 1
      for update skip locked
    )
    returning id, site_id, to_address, reply_to, subject, html, text_body, attempts, next_attempt_at
  `.execute(db);
  return result.rows[0];
}

const toSend = (row: ClaimedRow): MailToSend => ({
  id: row.id,
  siteId: row.site_id,
  to: row.to_address,
  replyTo: row.reply_to,
  subject: row.subject,
  html: row.html,
  text: row.text_body,
});

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message || 'Unknown error').slice(0, 1000);
}

/** Sends one claimed mail and records the outcome, if the claim is still this process's. */
async function deliverOne(db: Db, row: ClaimedRow, options: DeliverySettings): Promise<void> {
  const { sender, retry, log } = options;
  // The lease this claim set: a row whose lease ran out and was claimed again is no longer ours.
  const ours = () =>
    db
      .updateTable('mail_outbox')
      .where('id', '=', row.id)
      .where('status', '=', 'queued')
      .where('next_attempt_at', '=', row.next_attempt_at);
  let outcome: Awaited<ReturnType<MailSender['send']>>;
  try {
    outcome = await sender.send(toSend(row));
  } catch (error) {
    const lastError = describeError(error);
    const failed = row.attempts >= retry.maxAttempts;
    const delayMs = retryDelayMs(row.attempts, retry);
    await ours()
      .set({
        status: failed ? 'failed' : 'queued',
        last_error: lastError,
        next_attempt_at: failed ? row.next_attempt_at : sql<Date>`now() + ${delayMs}::integer * interval '1 millisecond'`,
      })
      .execute();
    log.warn({ mailId: row.id, attempts: row.attempts, error: lastError }, failed ? 'Mail failed for good' : 'Mail not sent; will retry');
    return;
  }
  const updated = await ours()
    .set({ status: outcome.status, message_id: outcome.messageId, sent_at: sql<Date>`now()`, last_error: null })
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) log.warn({ mailId: row.id }, 'Mail sent after its lease ran out');
}

/** Delivers due mail until none is left (or the loop stops); answers how many were claimed. */
async function deliverDue(db: Db, options: DeliverySettings, isStopped: () => boolean): Promise<number> {
  let claimed = 0;
  while (!isStopped()) {
    const row = await claimNext(db, options.leaseMs);
    if (!row) break;
    claimed += 1;
    await deliverOne(db, row, options);
  }
  return claimed;
}

/** A delivery loop over one database's outbox. Several may run against one database: none sends a mail twice. */
export function createMailDelivery(options: MailDeliveryOptions): MailDelivery {
  const settings: DeliverySettings = {
    sender: options.sender,
    log: options.log ?? noLog,
    leaseMs: options.leaseMs ?? LEASE_MS,
    retry: options.retry ?? RETRY_POLICY,
  };
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;

  const pass = async () => {
    try {
      await deliverDue(options.db, settings, () => stopped);
    } catch (error) {
      if (!stopped) settings.log.error({ error: describeError(error) }, 'Mail delivery pass failed');
    }
  };
  const begin = (): Promise<void> => {
    const run = pass().finally(() => {
      if (current === run) current = null;
    });
    current = run;
    return run;
  };

  const wake = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (!current) return begin();
    // A pass is under way and may have claimed before the caller's mail was committed: one more after it.
    next ??= current.then(() => {
      next = null;
      return stopped ? undefined : begin();
    });
    return next;
  };

  return {
    start() {
      if (stopped || timer) return;
      if (options.pollMs > 0) {
        timer = setInterval(() => void wake(), options.pollMs);
        timer.unref();
      }
      void wake();
    },
    wake,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      while (next || current) await (next ?? current);
      settings.sender.close();
    },
  };
}

const running = new Map<Db, MailDelivery>();

/** The app's delivery loop for `db` is the one `wakeMailDelivery(db)` wakes. */
export function registerMailDelivery(db: Db, delivery: MailDelivery): () => void {
  running.set(db, delivery);
  return () => {
    if (running.get(db) === delivery) running.delete(db);
  };
}

/**
 * Call after committing a transaction that queued mail (`enqueueMail`), so it goes now rather than
 * at the next poll. Resolves when that delivery pass has ended (tests await it; routes need not).
 * Never rejects; with no delivery running (app not ready or closing) the mail waits for the next one.
 */
export function wakeMailDelivery(db: Db): Promise<void> {
  return running.get(db)?.wake() ?? Promise.resolve();
}
