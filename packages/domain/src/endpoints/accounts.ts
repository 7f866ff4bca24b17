import { endpoint } from '../endpoint.ts';
import { loginSchema, meSchema, registerSchema } from '../identity.ts';

const tags = ['account'];

/**
 * Registering, signing in and out, and who is calling. Each answers the caller as it now is. The
 * server checks a registration's password against its list of common passwords besides this body.
 */
export const accountEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/api/account/register',
    tags,
    summary: 'Create a shopper account and sign in',
    body: registerSchema,
    answer: meSchema,
  }),
  signIn: endpoint({ method: 'POST', path: '/api/account/login', tags, summary: 'Sign in', body: loginSchema, answer: meSchema }),
  signOut: endpoint({ method: 'POST', path: '/api/account/logout', tags, summary: 'Sign out', answer: meSchema }),
  whoIsCalling: endpoint({ method: 'GET', path: '/api/account/me', tags, summary: 'Who is calling', answer: meSchema }),
};
