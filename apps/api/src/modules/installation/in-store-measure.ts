import { noStoreMessage } from '@eb/domain/address';
import type { DesignCommand } from '@eb/domain/commands/command';
import { liveWindows } from '@eb/domain/commerce-rules';
import type { DesignGraph } from '@eb/domain/design';
import { inStoreMeasureEndpoints } from '@eb/domain/endpoints/installation';
import { IN_STORE_MEASURE_ATTRIBUTE, IN_STORE_TEXTS, inStoreMeasureAttribute, inStoreMeasureOrderOf } from '@eb/domain/in-store-measure';
import type { ApiRoutes } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError, conflict } from '../../errors.ts';
import { requireRep } from '../../http/identity.ts';
import { serve } from '../../http/serve.ts';
import { type Actor, actorOf } from '../designs/actor.ts';
import { assertCanOrderInStoreMeasure } from '../designs/policy.ts';
import { runCommand } from '../designs/run-command.ts';
import { findStore } from './providers-coverage.ts';

/**
 * A rep's in-store measure order (doc 001 §5, in-store-measure.ts): one design command that writes
 * the order as the design's attribute, or removes it, checked on the design as it is under its lock.
 * The design's viewers see it at once; buying it online is refused while it stands.
 */
async function setInStoreMeasure(
  db: Db,
  actor: Actor,
  designId: string,
  change: { storeId: number; orderedBy: string } | 'cancel',
): Promise<DesignGraph> {
  const result = await runCommand(
    db,
    actor,
    designId,
    (graph): DesignCommand => {
      assertCanOrderInStoreMeasure(actor.identity, graph);
      const current = inStoreMeasureOrderOf(graph.design);
      if (change === 'cancel') {
        if (current === null) throw conflict(IN_STORE_TEXTS.noneToCancel);
        return { type: 'design.attributes', values: {}, remove: [IN_STORE_MEASURE_ATTRIBUTE] };
      }
      if (current !== null) throw conflict(IN_STORE_TEXTS.alreadyOrdered);
      if (liveWindows(graph.items).length === 0) throw new AppError('VALIDATION_FAILED', IN_STORE_TEXTS.noWindows);
      const order = { storeId: change.storeId, orderedAt: new Date().toISOString(), orderedBy: change.orderedBy };
      return { type: 'design.attributes', values: { [IN_STORE_MEASURE_ATTRIBUTE]: inStoreMeasureAttribute(order) } };
    },
    {},
  );
  return { ...result.graph, viewer: { canChange: true } };
}

export const inStoreMeasureRoutes: ApiRoutes = async (app, { db }) => {
  serve(app, inStoreMeasureEndpoints.orderInStoreMeasure, async (request) => {
    const rep = requireRep(request);
    const { storeId } = request.body;
    if (!(await findStore(db, storeId))) throw new AppError('VALIDATION_FAILED', noStoreMessage(storeId));
    const orderedBy = rep.name?.trim() || rep.repId;
    return { data: await setInStoreMeasure(db, actorOf(request), request.params.designId, { storeId, orderedBy }) };
  });

  serve(app, inStoreMeasureEndpoints.cancelInStoreMeasure, async (request) => {
    requireRep(request);
    return { data: await setInStoreMeasure(db, actorOf(request), request.params.designId, 'cancel') };
  });
};
