import type { DesignCommand } from '@eb/domain/commands/command';
import type { DesignGraph } from '@eb/domain/design';
import type { ReturnedStep } from '../../../lib/hand-off.ts';

export interface ReturnedPlacement {
  itemId: string;
  /** What the shopper is told: which product went on which window. */
  message: string;
}

function placedProduct(command: DesignCommand): { itemId: string; productName: string } | null {
  if (command.type === 'window.product') {
    return command.product ? { itemId: command.itemId, productName: command.product.productName } : null;
  }
  if (command.type === 'batch') {
    for (const part of command.commands) {
      const found = placedProduct(part);
      if (found) return found;
    }
  }
  return null;
}

/** The window by the names the builder shows ('Window 1 in Living Room'), not the configurator's 10-character chip. */
function windowPlace(graph: DesignGraph, itemId: string): string | null {
  const item = graph.items.find((candidate) => candidate.itemId === itemId);
  const room = item && graph.containers.find((container) => container.containerId === item.containerId);
  return item && room ? `${item.label} in ${room.name}` : null;
}

/**
 * The window a product came back to from the configurator, and the sentence that confirms it: the
 * shopper left the builder for another page, so on return they are shown where the product landed.
 */
export function returnedPlacement(step: ReturnedStep, graph: DesignGraph): ReturnedPlacement | null {
  const placed = placedProduct(step.command);
  if (!placed) return null;
  const place = windowPlace(graph, placed.itemId);
  if (!place) return null;
  const message =
    step.label === 'change product'
      ? `Your changes to ${placed.productName} on ${place} were saved.`
      : `${placed.productName} was added to ${place}.`;
  return { itemId: placed.itemId, message };
}
