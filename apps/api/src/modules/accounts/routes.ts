import { formatInternalUserCookie, INTERNAL_USER_COOKIE, loginSchema, meSchema, registerSchema } from '@eb/domain/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { writeSession } from '../../http/identity.ts';
import { guestSession, type SessionData } from '../../http/session.ts';
import type { UserRow } from './repo.ts';
import { presentMe, register, sessionForUser, signIn } from './service.ts';

const meResponse = { 200: z.object({ data: meSchema }) };

export const accountRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const startSession = (reply: Parameters<typeof writeSession>[0], user: UserRow, previous: SessionData) => {
    const session = sessionForUser(user, previous.sid);
    writeSession(reply, session, config);
    if (user.role === 'rep') {
      const value = formatInternalUserCookie({
        domain: 'CORP',
        user: user.email.split('@')[0] ?? user.email,
        name: user.name,
        email: user.email,
        employeeId: user.employee_id,
      });
      // Read by the web app (not httpOnly); the server never trusts it.
      reply.setCookie(INTERNAL_USER_COOKIE, value, { path: '/', sameSite: 'lax', secure: config.env === 'production' });
    } else {
      reply.clearCookie(INTERNAL_USER_COOKIE, { path: '/' });
    }
    return session;
  };

  app.post(
    '/api/account/register',
    { schema: { tags: ['account'], summary: 'Create a shopper account and sign in', body: registerSchema, response: meResponse } },
    async (request, reply) => {
      const user = await register(db, request.body);
      const session = startSession(reply, user, request.identity);
      return { data: presentMe(session, request.siteId) };
    },
  );

  app.post(
    '/api/account/login',
    {
      schema: { tags: ['account'], summary: 'Sign in', body: loginSchema, response: meResponse },
      config: {
        rateLimit: {
          max: config.loginRateLimit,
          timeWindow: '1 minute',
          // After the body is parsed and checked, so the key holds the (lower-cased) email.
          hook: 'preHandler',
          keyGenerator: (request) =>
            `${request.ip}|${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
        },
      },
    },
    async (request, reply) => {
      const user = await signIn(db, request.body);
      const session = startSession(reply, user, request.identity);
      return { data: presentMe(session, request.siteId) };
    },
  );

  app.post('/api/account/logout', { schema: { tags: ['account'], summary: 'Sign out', response: meResponse } }, async (request, reply) => {
    const session = guestSession();
    writeSession(reply, session, config);
    reply.clearCookie(INTERNAL_USER_COOKIE, { path: '/' });
    return { data: presentMe(session, request.siteId) };
  });

  app.get('/api/account/me', { schema: { tags: ['account'], summary: 'Who is calling', response: meResponse } }, async (request) => {
    return { data: presentMe(request.identity, request.siteId) };
  });
};
