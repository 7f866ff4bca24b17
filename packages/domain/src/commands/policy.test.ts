import { describe, expect, it } from 'vitest';
import type { DesignGraph } from '../design.ts';
import type { Actor, Viewer } from '../permissions.ts';
import { designFactsOf, windowFactsOf } from '../permissions.ts';
import { designControls, roomControls, windowControls } from '../permissions-controls.ts';
import { applyCommand } from './apply.ts';
import type { DesignCommand } from './command.ts';
import { CommandError } from './command-error.ts';
import { id, sampleDesign, shopper } from './test-graph.ts';

/**
 * The page and the commands read one table: every control the page shows for a design, its command
 * accepts, and every control it hides, its command refuses. Window 100 holds a product, 101 none.
 */
const viewers: Record<string, Viewer> = {
  guest: { role: 'guest', repId: null },
  consumer: { role: 'consumer', repId: null },
  rep: { role: 'rep', repId: 'E1001' },
  'rep without id': { role: 'rep', repId: null },
};

function designOf(kind: 'product' | 'mandi' | 'auto-release'): DesignGraph {
  const graph = sampleDesign();
  const attributes: Record<string, string> =
    kind === 'mandi' ? { isMandi: 'true' } : kind === 'auto-release' ? { isAutoReleaseDesign: 'true' } : {};
  return { ...graph, design: { ...graph.design, attributes } };
}

function accepted(graph: DesignGraph, command: DesignCommand, viewer: Viewer): boolean {
  try {
    applyCommand(graph, command, { ...shopper, actor: viewer });
    return true;
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    if (error.code === 'VALIDATION_FAILED') throw error;
    return false;
  }
}

/** Each control with the command it sends. */
function controlsAndCommands(graph: DesignGraph, actor: Actor): [string, boolean, DesignCommand][] {
  const facts = designFactsOf(graph.design);
  const design = designControls(actor, facts);
  const roomA = graph.items.filter((item) => item.containerId === id(10));
  const room = roomControls(
    actor,
    facts,
    roomA.map((item) => windowFactsOf(item.label, item.itemProduct)),
  );
  const withProduct = graph.items.find((item) => item.itemId === id(100))!;
  const withoutProduct = graph.items.find((item) => item.itemId === id(101))!;
  const facts100 = { ...windowFactsOf(withProduct.label, withProduct.itemProduct), isFlagged: false };
  const facts101 = { ...windowFactsOf(withoutProduct.label, withoutProduct.itemProduct), isFlagged: false };
  const window = windowControls(actor, facts, facts100);
  const empty = windowControls(actor, facts, facts101);
  const product = withProduct.itemProduct;
  return [
    ['Rename design', design.canRenameDesign, { type: 'design.rename', name: 'Other' }],
    ['Add New Room', design.canAddRoom, { type: 'room.add', containerId: id(20) }],
    ['Qty', design.showQuantitySelect, { type: 'window.quantity', itemId: id(100), quantity: 3 }],
    ['Edit Measurements', design.canEditMeasurements, { type: 'window.attributes', itemId: id(100), values: { width: '30' } }],
    ['Rename room', room.canRename, { type: 'room.rename', containerId: id(10), name: 'Den' }],
    ['Delete Room', room.canDelete, { type: 'room.delete', containerId: id(10) }],
    [
      'Duplicate Room',
      room.canDuplicate,
      { type: 'room.copy', containerId: id(10), newContainerId: id(20), newItemIds: [id(200), id(201)] },
    ],
    ['Add New Window', room.canAddWindow, { type: 'window.add', containerId: id(10), itemId: id(200) }],
    ['Rename window', window.canRename, { type: 'window.rename', itemId: id(100), label: 'Bay' }],
    ['Delete window', window.canDelete, { type: 'windows.delete', itemIds: [id(100)] }],
    ['Duplicate window', window.canDuplicate, { type: 'window.copy', itemId: id(100), newItemIds: [id(200)] }],
    ['Remove Product', window.canEdit, { type: 'window.product', itemId: id(100), product: null }],
    ['Add {product} to Window', empty.canAddProduct, { type: 'window.product', itemId: id(101), product: product ?? null }],
    ['Copy Styles', window.canCopyStyles, { type: 'window.product', itemId: id(101), product: product ?? null }],
    [
      'Purchase option',
      window.canSetPurchaseOption,
      { type: 'window.attributes', itemId: id(100), values: { purchaseOption: 'product-only' } },
    ],
    [
      'Edit Window (mandi)',
      window.canEditAttributes,
      { type: 'window.attributes', itemId: id(100), values: { mountType: 'outside' }, reason: 'Remeasured' },
    ],
  ];
}

describe('what the page shows, the commands accept; what it hides, they refuse', () => {
  const rows = Object.keys(viewers).flatMap((viewer) =>
    (['product', 'mandi', 'auto-release'] as const).map((kind) => [viewer, kind] as const),
  );

  it.each(rows)('%s on a %s design', (viewerName, kind) => {
    const viewer = viewers[viewerName] as Viewer;
    const graph = designOf(kind);
    for (const [control, shown, command] of controlsAndCommands(graph, { ...viewer, isOwner: true })) {
      // Edit Window is the mandi modal's; on product designs its attributes have no control at all.
      if (control === 'Edit Window (mandi)' && kind !== 'mandi') continue;
      expect({ control, accepted: accepted(graph, command, viewer) }).toEqual({ control, accepted: shown });
    }
  });

  it('the three controls that once disagreed (issue 27)', () => {
    const mandi = designOf('mandi');
    const customer: Actor = { role: 'consumer', repId: null, isOwner: true };
    const rep: Actor = { role: 'rep', repId: 'E1001', isOwner: false };
    const shown = (actor: Actor) => Object.fromEntries(controlsAndCommands(mandi, actor).map(([control, on]) => [control, on]));
    expect(shown(customer)).toMatchObject({ 'Add New Room': true, 'Add {product} to Window': false, 'Copy Styles': false });
    expect(shown(rep)).toMatchObject({ 'Rename window': false, 'Add {product} to Window': true, 'Copy Styles': true });
    expect(accepted(mandi, { type: 'room.add', containerId: id(20) }, customer)).toBe(true);
    expect(accepted(mandi, { type: 'window.rename', itemId: id(100), label: 'Bay' }, rep)).toBe(false);
  });
});
