import type { DesignGraph } from '../../design.ts';
import { validateDesignName } from '../../names.ts';
import { checkDesignAttributeNames, designAttributeChanges } from '../design-attributes.ts';
import { check } from './checks.ts';
import type { CommandContext, CommandOf, Step } from './step.ts';

export type DesignFieldCommand = CommandOf<'design.rename' | 'design.zipCode' | 'design.attributes'>;

/** Edits of the design's own fields: its name, its zip code and its attributes. */
export function applyDesignCommand(graph: DesignGraph, command: DesignFieldCommand, context: CommandContext): Step | null {
  switch (command.type) {
    case 'design.rename': {
      check(validateDesignName(command.name, [], 'rename'));
      const name = command.name.trim();
      if (name === graph.design.name) return null;
      return { graph: { ...graph, design: { ...graph.design, name } }, inverse: { type: 'design.rename', name: graph.design.name } };
    }
    case 'design.zipCode': {
      if (command.zipCode === graph.design.zipCode) return null;
      return {
        graph: { ...graph, design: { ...graph.design, zipCode: command.zipCode } },
        inverse: { type: 'design.zipCode', zipCode: graph.design.zipCode },
      };
    }
    case 'design.attributes': {
      const remove = command.remove ?? [];
      if (!context.trusted && !('trusted' in context.actor))
        checkDesignAttributeNames(context.actor, [...Object.keys(command.values), ...remove], false);
      const change = designAttributeChanges(graph.design, command.values, remove);
      if (!change) return null;
      return {
        graph: { ...graph, design: change.design },
        inverse: { type: 'design.attributes', values: change.previous, ...(change.added.length > 0 ? { remove: change.added } : {}) },
      };
    }
  }
}
