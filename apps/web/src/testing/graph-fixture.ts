import { applyCommand } from '@eb/domain/commands/apply';
import { emptyDesign, rep } from '@eb/domain/commands/test-graph';
import type { DesignGraph } from '@eb/domain/design';

/** Design graphs for unit tests: rooms of window labels, fresh ids each time, built by the domain's commands. */
let counter = 0;
const id = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export function graph(name: string, rooms: string[][]): DesignGraph {
  let built = emptyDesign({}, id(), name);
  for (const labels of rooms) {
    const containerId = id();
    built = applyCommand(built, { type: 'room.add', containerId }, rep).graph;
    for (const label of labels) built = applyCommand(built, { type: 'window.add', containerId, itemId: id(), label }, rep).graph;
  }
  return built;
}
