import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorEnvelope, type TestApp } from '../support.ts';

describe('weak passwords are refused at registration (ASVS 6.2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = async (email: string, password: string) => {
    const client = await t.guest();
    return client.request('POST', '/api/account/register', { body: { email, password, name: 'Pat Example' } });
  };

  function expectPasswordRefused(response: Awaited<ReturnType<typeof register>>, message: string): void {
    expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
    expect(response.body.message).toBe(message);
    expect(response.body.details).toEqual([{ path: 'body.password', message }]);
  }

  it('refuses fewer than 8 characters', async () => {
    expectPasswordRefused(await register('short@example.com', 'abc1234'), 'Password must be at least 8 characters.');
  });

  it.each([
    ['eight spaces', '        '],
    ['spaces around seven characters', '   abc1234   '],
    ['letters spread out by spaces', 'a    b    c    d'],
  ])('refuses %s: spaces are trimmed and collapsed before counting', async (_case, password) => {
    const email = `spaces.${password.replace(/\s/g, '').length}@example.com`;
    expectPasswordRefused(await register(email, password), 'Password must be at least 8 characters.');
  });

  it.each(['password', 'password1', '12345678', 'iloveyou', 'sunshine', 'Baseball', 'qwertyuiop', 'trustno1'])(
    'refuses the common password %j',
    async (password) => {
      expectPasswordRefused(
        await register(`common.${password.toLowerCase()}@example.com`, password),
        'This password is too common. Please choose one that is harder to guess.',
      );
    },
  );

  it('refuses the email as the password, whatever its case', async () => {
    expectPasswordRefused(await register('Pat.Long@Example.com', 'pat.long@example.COM'), 'Password must not be your email address.');
  });

  it('accepts a long, uncommon password', async () => {
    const response = await register('strong@example.com', 'copper-lantern-meadow');
    expect(response.status).toBe(200);
    expect(response.body.data.role).toBe('consumer');
  });
});
