import { accountEndpoints } from '@eb/domain/endpoints/accounts';
import { formatInternalUserCookie, INTERNAL_USER_COOKIE, internalUserName, registerSchemaWith } from '@eb/domain/identity';
import type { FastifyReply } from 'fastify';
import type { ApiRoutes } from '../../app-context.ts';
import { writeSession } from '../../http/identity.ts';
import { attemptLimit } from '../../http/rate-limits.ts';
import { serve } from '../../http/serve.ts';
import { guestSession } from '../../http/session.ts';
import { isCommonPassword } from './common-passwords.ts';
import { endAllSessions, presentMe, register, type SignedIn, signIn } from './service.ts';

/** The contract's register body, and the server's list of common passwords besides. */
const registerBody = registerSchemaWith(isCommonPassword);

/** Attempts a minute from one address, across emails, for each allowed per email. */
const ADDRESS_FACTOR = 3;

export const accountRoutes: ApiRoutes = async (app, { db, config, epochs }) => {
  const emailOf = (request: { body: unknown }) => String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();
  // Per email whatever the address (guessing one account's password), per address across emails
  // (spraying one password over many accounts), and registrations per address.
  const signInsPerEmail = attemptLimit(app, config.loginRateLimit, (request) => `email|${emailOf(request)}`);
  const signInsPerAddress = attemptLimit(app, config.loginRateLimit * ADDRESS_FACTOR, (request) => `address|${request.ip}`);
  const registrationsPerAddress = attemptLimit(app, config.loginRateLimit, (request) => `address|${request.ip}`);

  const startSession = (reply: FastifyReply, { user, session }: SignedIn) => {
    writeSession(reply, session, config);
    if (user.role === 'rep') {
      const value = formatInternalUserCookie({
        domain: 'CORP',
        user: internalUserName(user.email),
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

  serve(
    app,
    accountEndpoints.register,
    async (request, reply) => {
      const session = startSession(reply, await register(db, request.body, request.identity));
      return { data: presentMe(session, request.siteId) };
    },
    { body: registerBody, preHandler: [registrationsPerAddress] },
  );

  serve(
    app,
    accountEndpoints.signIn,
    async (request, reply) => {
      const session = startSession(reply, await signIn(db, request.body, request.identity));
      return { data: presentMe(session, request.siteId) };
    },
    // After the body is parsed and checked, so the email key holds the lower-cased email.
    { preHandler: [signInsPerAddress, signInsPerEmail] },
  );

  serve(app, accountEndpoints.signOut, async (request, reply) => {
    if (request.identity.uid) await endAllSessions(epochs, request.identity.uid);
    const session = guestSession();
    writeSession(reply, session, config);
    reply.clearCookie(INTERNAL_USER_COOKIE, { path: '/' });
    return { data: presentMe(session, request.siteId) };
  });

  // Not async: a trivial answer needs no promise.
  serve(app, accountEndpoints.whoIsCalling, (request) => ({ data: presentMe(request.identity, request.siteId) }));
};
