import type { DesignEvent } from '@eb/domain/live';

export type Listener = (event: DesignEvent) => void;

/** A user's session epoch moved on (sign-out, password change): sessions issued before it end. */
export interface EpochMove {
  userId: string;
  epoch: number;
}

/**
 * Session epoch moves between server processes, so a sign-out on one ends the session on all of
 * them at once. A listener hears `null` when moves may have been missed (the connection dropped).
 */
export interface EpochChannel {
  announce(move: EpochMove): Promise<void>;
  listen(listener: (move: EpochMove | null) => void): void;
}

/**
 * The ids of designs whose rows changed, heard from every process's writes (a notice the database
 * sends at commit; see migration 0026). A listener hears `null` when notices may have been missed:
 * the connection dropped, or came back.
 */
export interface WriteNotices {
  listen(listener: (designId: string | null) => void): void;
  /** Whether notices are heard now (false while the connection is down). */
  listening(): boolean;
}

/**
 * Carries design events to every subscriber of that design, in every server process. On PGlite
 * the database belongs to this process, so the bus stays in memory; on PostgreSQL, events travel
 * through LISTEN/NOTIFY (postgres-bus.ts) so clients of any process see every write.
 */
export interface ChangeBus {
  publish(event: DesignEvent): Promise<void>;
  /**
   * A bus that travels through the database names its channel and the text of an event, so a write
   * can send its events inside its own transaction (delivered at commit, in commit order, and
   * never for a write that rolled back) instead of with a statement of their own afterwards.
   */
  inTransaction?: { channel: string; payload(event: DesignEvent): string };
  subscribe(designId: string, listener: Listener): () => void;
  /** Only on a bus between processes: one process needs no channel to hear itself. */
  epochs?: EpochChannel;
  /** Only on a bus between processes: which designs any process changed. */
  writes?: WriteNotices;
  close(): Promise<void>;
}

/** Subscribers of this process, by design. */
export class Subscribers {
  private readonly byDesign = new Map<string, Set<Listener>>();

  add(designId: string, listener: Listener): () => void {
    let set = this.byDesign.get(designId);
    if (!set) {
      set = new Set();
      this.byDesign.set(designId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byDesign.delete(designId);
    };
  }

  deliver(event: DesignEvent): void {
    const set = this.byDesign.get(event.designId);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(event);
      } catch {
        // One broken connection never stops the others.
      }
    }
  }

  get size(): number {
    return this.byDesign.size;
  }
}

export function memoryBus(): ChangeBus {
  const subscribers = new Subscribers();
  return {
    publish: async (event) => subscribers.deliver(event),
    subscribe: (designId, listener) => subscribers.add(designId, listener),
    close: async () => {},
  };
}
