import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

const load = (env: NodeJS.ProcessEnv) => loadConfig({ SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/eb-mail-config', ...env });

describe('mail settings', () => {
  it('delivers to the built-in mailbox unless SMTP_URL names an smtp:// or smtps:// server', () => {
    expect(load({}).smtpUrl).toBeUndefined();
    expect(load({ SMTP_URL: 'smtps://user:secret@mail.example.com:465' }).smtpUrl).toBe('smtps://user:secret@mail.example.com:465');
    expect(() => load({ SMTP_URL: 'mail.example.com:25' })).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
  });

  it('sends from MAIL_FROM, an address, with a default', () => {
    expect(load({}).mailFrom).toBe('estimates@estimate-builder.example');
    expect(load({ MAIL_FROM: 'quotes@brightline.example' }).mailFrom).toBe('quotes@brightline.example');
    expect(() => load({ MAIL_FROM: 'Brightline <quotes>' })).toThrow(/MAIL_FROM must be an email address/);
  });

  it('polls every second, except in tests where delivery runs when woken', () => {
    expect(load({ NODE_ENV: 'production' }).mailPollMs).toBe(1000);
    expect(load({ NODE_ENV: 'development' }).mailPollMs).toBe(1000);
    expect(load({ NODE_ENV: 'test' }).mailPollMs).toBe(0);
  });
});
