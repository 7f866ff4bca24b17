import type { DesignGraph } from '../../design.ts';
import type { AttributeContext } from '../attributes.ts';
import type { DesignCommand, SingleCommand } from '../command.ts';
import type { DeletedWindow } from '../deleted-windows.ts';
import type { CommandActor } from '../policy.ts';

export interface CommandContext extends AttributeContext {
  actor: CommandActor;
  /**
   * The server's own flows (the order flow, tying a design to a job) set design attributes no
   * caller may set; they say so here. Who may change the design at all is still checked.
   */
  trusted?: boolean;
  /**
   * What the server remembers of the windows deleted from this design (and of the ones on it when the
   * command came): windows put back by undo must be those, as they were. The page applies its own
   * undo without it.
   */
  deletedWindow?: ((itemId: string) => DeletedWindow | undefined) | undefined;
}

/** One command applied: the new graph and the command that puts it back (null when nothing changed). */
export interface Step {
  graph: DesignGraph;
  inverse: DesignCommand;
}

/** The commands of the given kinds. */
export type CommandOf<Type extends SingleCommand['type']> = Extract<SingleCommand, { type: Type }>;
