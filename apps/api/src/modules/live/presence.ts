import { randomUUID } from 'node:crypto';
import { type DesignEvent, PRESENCE_HEARTBEAT_MS, type Viewer } from '@eb/domain/live';
import type { ChangeBus } from './change-bus.ts';

/**
 * Who has which design open through this process. Each change is reported as this process's whole
 * list for that design (the client merges the lists of all processes by `source`), and repeated on a
 * heartbeat so a list from a process that went away expires on the clients.
 */
export class Presence {
  readonly source = randomUUID();
  private readonly byDesign = new Map<string, Map<string, Viewer>>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly bus: ChangeBus) {
    this.timer = setInterval(() => {
      for (const designId of this.byDesign.keys()) this.report(designId);
    }, PRESENCE_HEARTBEAT_MS);
    this.timer.unref();
  }

  join(designId: string, viewer: Viewer): () => void {
    let viewers = this.byDesign.get(designId);
    if (!viewers) {
      viewers = new Map();
      this.byDesign.set(designId, viewers);
    }
    viewers.set(viewer.viewerId, viewer);
    this.report(designId);
    return () => {
      viewers.delete(viewer.viewerId);
      if (viewers.size === 0) this.byDesign.delete(designId);
      this.report(designId);
    };
  }

  /** The list this process reports for a design (what a new subscriber is sent first). */
  event(designId: string): DesignEvent {
    return { type: 'presence', designId, source: this.source, viewers: [...(this.byDesign.get(designId)?.values() ?? [])] };
  }

  private report(designId: string): void {
    this.bus.publish(this.event(designId)).catch(() => {
      // Presence is best effort: the next heartbeat repeats it.
    });
  }

  close(): void {
    clearInterval(this.timer);
  }
}
