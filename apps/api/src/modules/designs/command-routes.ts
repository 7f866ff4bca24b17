import { designEndpoints } from '@eb/domain/endpoints/designs';
import type { ApiRoutes } from '../../app-context.ts';
import { forgetOldAnswers, IDEMPOTENT_REPLAYED_HEADER, requestKeyOf } from '../../http/idempotency.ts';
import { serve } from '../../http/serve.ts';
import { actorOf } from './actor.ts';
import { withTrustedProducts } from './command-products.ts';
import { parseIfMatch } from './read-design.ts';
import { type CommandResult, runCommand, runKeyedCommand } from './run-command.ts';

/** `Prefer: return=minimal` asks for the new version and the inverse instead of the whole graph. */
function wantsMinimal(prefer: string | string[] | undefined): boolean {
  const value = Array.isArray(prefer) ? prefer.join(',') : (prefer ?? '');
  return /\breturn=minimal\b/i.test(value);
}

/**
 * `POST /designs/{id}/commands`: any builder edit as a command (packages/domain commands). The answer
 * carries the inverse command, which is what undo sends. Our own client sends
 * `Prefer: return=minimal` and applies the command to its copy itself, and an Idempotency-Key
 * (optional here) so that a retried edit lands once: the same key again answers the first answer.
 */
export const commandRoutes: ApiRoutes = async (app, { db, catalog }) => {
  serve(app, designEndpoints.applyCommand, async (request, reply) => {
    const { origin } = request.body;
    const key = requestKeyOf(request);
    const command = await withTrustedProducts(db, catalog, request.body.command);
    const options = { expectedVersion: parseIfMatch(request.headers['if-match']), origin };
    const minimal = wantsMinimal(request.headers.prefer);
    const answerOf = (result: CommandResult) => {
      const data = { version: result.version, changed: result.changed, command, inverse: result.inverse };
      return { data: minimal ? data : { ...data, graph: { ...result.graph, viewer: { canChange: true } } } };
    };
    if (!key) return answerOf(await runCommand(db, actorOf(request), request.params.designId, command, options));

    await forgetOldAnswers(db, key.caller);
    const answer = await runKeyedCommand(db, actorOf(request), request.params.designId, command, options, {
      ...key,
      answer: (result) => ({ status: 200, body: answerOf(result) }),
    });
    // The kept status is always 200, the only one this route answers; the body is the first answer's.
    if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return answer.body as ReturnType<typeof answerOf>;
  });
};
