import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** `smtp://user:password@127.0.0.1:port`, as SMTP_URL would name it. */
  url: string;
  /** Every mail accepted so far, parsed. */
  received: ParsedMail[];
  /** While false the server answers 451 to MAIL FROM, as a server that is busy or greylisting does. */
  accepting: boolean;
  /** Resolves once `count` mails in all have been received. */
  waitFor(count: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export const SMTP_USER = 'mailer';
export const SMTP_PASSWORD = 'mailer-secret';

/** A real SMTP server on a free port that takes mail only from SMTP_USER with SMTP_PASSWORD; `delayMs` slows each DATA. */
export async function startSmtpServer(options: { delayMs?: number } = {}): Promise<TestSmtpServer> {
  const waiting: { count: number; resolve: (mails: ParsedMail[]) => void }[] = [];
  const state: Pick<TestSmtpServer, 'received' | 'accepting'> = { received: [], accepting: true };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onMailFrom(_address, _session, callback) {
      if (state.accepting) callback();
      else callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          state.received.push(mail);
          for (const waiter of [...waiting]) {
            if (state.received.length >= waiter.count) {
              waiting.splice(waiting.indexOf(waiter), 1);
              waiter.resolve(state.received);
            }
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(state, {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    waitFor(count: number) {
      if (state.received.length >= count) return Promise.resolve(state.received);
      return new Promise<ParsedMail[]>((resolve) => waiting.push({ count, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
