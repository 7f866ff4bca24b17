import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify reads them, except that an empty body is no body: every state-changing
 * request must be JSON, including calls that carry nothing (`…/quantity/3`, sign-out).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
