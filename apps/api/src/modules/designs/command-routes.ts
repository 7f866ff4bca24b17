import { commandAnswerSchema } from '@eb/domain/commands/answer';
import { designCommandSchema } from '@eb/domain/commands/command';
import { z } from 'zod';
import type { ApiRoutes } from '../../app-context.ts';
import { actorOf } from './actor.ts';
import { withTrustedProducts } from './command-products.ts';
import { runCommand } from './run-command.ts';
import { designParams, ifMatchHeaders } from './schemas.ts';
import { parseIfMatch } from './unit-of-work.ts';

const commandBody = z.object({
  command: designCommandSchema,
  /** The sender's connection id, echoed in the change stream so it can skip its own change. */
  origin: z.string().max(100).optional(),
});

/** `Prefer: return=minimal` asks for the new version and the inverse instead of the whole graph. */
function wantsMinimal(prefer: string | string[] | undefined): boolean {
  const value = Array.isArray(prefer) ? prefer.join(',') : (prefer ?? '');
  return /\breturn=minimal\b/i.test(value);
}

/**
 * `POST /designs/{id}/commands`: any builder edit as a command (packages/domain commands). The answer
 * carries the inverse command, which is what undo sends. Our own client sends
 * `Prefer: return=minimal` and applies the command to its copy itself.
 */
export const commandRoutes: ApiRoutes = async (app, { db, catalog }) => {
  app.post(
    '/api/design-builder/designs/:designId/commands',
    {
      schema: {
        tags: ['design builder'],
        summary: 'Apply a design edit (a command); the answer holds its inverse for undo',
        params: designParams,
        body: commandBody,
        headers: ifMatchHeaders.extend({ prefer: z.string().max(200).optional() }),
        response: { 200: z.object({ data: commandAnswerSchema }) },
      },
    },
    async (request) => {
      const { origin } = request.body;
      const command = await withTrustedProducts(db, catalog, request.body.command);
      const result = await runCommand(db, actorOf(request), request.params.designId, command, {
        expectedVersion: parseIfMatch(request.headers['if-match']),
        origin,
      });
      const minimal = { version: result.version, changed: result.changed, command, inverse: result.inverse };
      if (wantsMinimal(request.headers.prefer)) return { data: minimal };
      return { data: { ...minimal, graph: { ...result.graph, viewer: { canChange: true } } } };
    },
  );
};
