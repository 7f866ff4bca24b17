import type { DesignCommand } from '@eb/domain/commands/command';
import { id, product, sampleDesign } from '@eb/domain/commands/test-graph';
import { describe, expect, it } from 'vitest';
import { returnedPlacement } from './returned-placement.ts';

const graph = sampleDesign();
const larkspur = product({ productName: 'Larkspur Shade', configurationGuid: id(901) });
const place: DesignCommand = { type: 'window.product', itemId: id(101), product: larkspur };
const inverse: DesignCommand = { type: 'window.product', itemId: id(101), product: null };

describe('returnedPlacement', () => {
  it('names the product and the window it went on by the names the builder shows (not the 10-character chip)', () => {
    const step = { designId: graph.design.designId, label: 'add product', command: place, inverse };
    const window = graph.items.find((item) => item.itemId === id(101));
    expect(returnedPlacement(step, graph)).toEqual({
      itemId: id(101),
      message: `Larkspur Shade was added to ${window?.label} in ${graph.containers[0]?.name}.`,
    });
  });

  it('finds the product inside a batch (a size given with it), and says an edit was saved', () => {
    const batch: DesignCommand = {
      type: 'batch',
      commands: [place, { type: 'window.attributes', itemId: id(101), values: { width: '30' } }],
    };
    const step = { designId: graph.design.designId, label: 'change product', command: batch, inverse };
    expect(returnedPlacement(step, graph)?.message).toBe(
      `Your changes to Larkspur Shade on ${graph.items.find((item) => item.itemId === id(101))?.label} in ${graph.containers[0]?.name} were saved.`,
    );
  });

  it('is nothing for a step that places no product, or a window no longer in the design', () => {
    const step = { designId: graph.design.designId, label: 'add product', command: inverse, inverse: place };
    expect(returnedPlacement(step, graph)).toBeNull();
    const elsewhere: DesignCommand = { type: 'window.product', itemId: id(999), product: larkspur };
    const gone = {
      designId: graph.design.designId,
      label: 'add product',
      command: elsewhere,
      inverse,
    };
    expect(returnedPlacement(gone, graph)).toBeNull();
  });
});
