import { findUnfitValue, isCleanText } from '@eb/domain/text';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/** Where each part of a request starts its path in a refusal. */
const PARAMS = ['params'];
const QUERY = ['query'];
const BODY = ['body'];

/**
 * Every string of every request (body, query, path, object keys too) must be clean text before any
 * schema or route sees it: U+0000 and lone surrogates cannot be stored, so they are a 400 here, in one
 * place no route can forget. So is data nested deeper than any request needs, which would overflow
 * the stack of whatever walks it next.
 */
export function refuseBadText(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const found = findUnfitValue(request.params, PARAMS) ?? findUnfitValue(request.query, QUERY) ?? findUnfitValue(request.body, BODY);
    if (found) {
      const { path, message } = found;
      const shown = path.map((step) => (typeof step === 'string' && !isCleanText(step) ? '?' : String(step))).join('.');
      return done(new AppError('VALIDATION_FAILED', message, [{ path: shown, message }]));
    }
    done();
  });
}
