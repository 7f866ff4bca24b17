import { describe, expect, it } from 'vitest';
import { isBlankDesign } from './blank-design.ts';
import { applyCommand } from './commands/apply.ts';
import type { SingleCommand } from './commands/command.ts';
import { derive } from './commands/derive.ts';
import { emptyDesign, id, product, shopper } from './commands/test-graph.ts';
import type { DesignGraph } from './design.ts';

/** A design as the builder's New makes it: room A, 'Room 1', with 'Window 1'. */
function newDesign(name = 'Estimate 1'): DesignGraph {
  let graph = derive(emptyDesign({}, id(1), name));
  graph = applyCommand(graph, { type: 'room.add', containerId: id(10) }, shopper).graph;
  return applyCommand(graph, { type: 'window.add', containerId: id(10), itemId: id(100) }, shopper).graph;
}
const changed = (graph: DesignGraph, command: SingleCommand) => applyCommand(graph, command, shopper).graph;

describe('isBlankDesign', () => {
  it("is true of a design as New makes it, named 'Estimate 1' or 'Design N', and of one with no room at all", () => {
    expect(isBlankDesign(newDesign())).toBe(true);
    expect(isBlankDesign(newDesign('Design 3'))).toBe(true);
    expect(isBlankDesign(derive(emptyDesign()))).toBe(true);
  });

  it('is false once anything of the shopper is in it', () => {
    const graph = newDesign();
    expect(isBlankDesign(newDesign('Kitchen ideas'))).toBe(false);
    expect(isBlankDesign(changed(graph, { type: 'window.product', itemId: id(100), product: product() }))).toBe(false);
    expect(isBlankDesign(changed(graph, { type: 'window.attributes', itemId: id(100), values: { width: '36' } }))).toBe(false);
    expect(isBlankDesign(changed(graph, { type: 'window.quantity', itemId: id(100), quantity: 2 }))).toBe(false);
    expect(isBlankDesign(changed(graph, { type: 'window.rename', itemId: id(100), label: 'Bay' }))).toBe(false);
    expect(isBlankDesign(changed(graph, { type: 'room.rename', containerId: id(10), name: 'Living' }))).toBe(false);
    expect(isBlankDesign(changed(graph, { type: 'window.add', containerId: id(10), itemId: id(101) }))).toBe(false);
    expect(isBlankDesign(changed(graph, { type: 'room.add', containerId: id(11) }))).toBe(false);
  });
});
