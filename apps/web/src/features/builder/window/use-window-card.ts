import { type Container, type Item, itemAttribute, type PurchaseOption } from '@eb/domain/design';
import type { Size } from '@eb/domain/measurement-guard';
import { isInternal } from '@eb/domain/permissions';
import { designControls, windowControls } from '@eb/domain/permissions-controls';
import { isFlaggedForReview } from '@eb/domain/validity';
import { useId, useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../lib/hooks.ts';
import { useHelpPhone, useOrigin, useSite } from '../../../lib/site-context.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { useFocusAfterToggle } from '../../../ui/use-focus-after-toggle.ts';
import { focusFirstCopy } from '../focus-after.ts';
import { copyWindow, setItemAttribute, setMeasurements, setQuantity } from '../state/builder-actions.ts';
import { type BuilderState, itemExpandedToggled } from '../state/builder-slice.ts';
import { type DesignInfo, designFacts, useActor, useEditing, windowFacts } from '../use-builder.ts';
import { shownMandiAttributes } from './mandi-attributes.tsx';
import { hasNotesPanel } from './notes-panel.tsx';
import { useProductActions } from './use-product-actions.ts';

/** What a window shows of its room; kept stable while these do not change (a sibling added is not a change). */
export type RoomInfo = Pick<Container, 'containerId' | 'charLabel' | 'name'>;

export type WindowDialog = 'rename' | 'delete' | 'edit' | 'motorized' | 'remove-product' | 'copy-styles' | null;

const dimension = (item: Item, name: string) => {
  const value = itemAttribute(item, name);
  const inches = value === null ? Number.NaN : Number(value);
  return Number.isFinite(inches) && inches > 0 ? inches : null;
};

/**
 * The measured windows of a room as one string ('itemId=w×h;…'), worked out once per state of the
 * room and its windows rather than once per card. A card selects it, so a size changed in the room
 * renders the room's cards (their hints compare with it) and nothing else does.
 */
const roomSizes = new WeakMap<BuilderState['items'], WeakMap<Container, string>>();
function roomSizesKey(builder: BuilderState, containerId: string): string {
  const container = builder.containers[containerId];
  if (!container) return '';
  const ofItems = roomSizes.get(builder.items) ?? new WeakMap<Container, string>();
  roomSizes.set(builder.items, ofItems);
  const cached = ofItems.get(container);
  if (cached !== undefined) return cached;
  const key = container.items
    .map((itemId) => builder.items[itemId])
    .filter((item): item is Item => Boolean(item && !item.isDeleted))
    .flatMap((item) => {
      const [width, height] = [dimension(item, 'width'), dimension(item, 'height')];
      return width && height ? [`${item.itemId}=${width}×${height}`] : [];
    })
    .join(';');
  ofItems.set(container, key);
  return key;
}

/** The other measured windows of the room, from `roomSizesKey`. */
function siblingSizes(key: string, itemId: string): Size[] {
  return key
    .split(';')
    .filter((entry) => entry && !entry.startsWith(`${itemId}=`))
    .map((entry) => {
      const [width = '', height = ''] = entry.slice(entry.indexOf('=') + 1).split('×');
      return { width: Number(width), height: Number(height) };
    });
}

/**
 * What a window card reads, derives and does: its controls, measurements, open dialog, duplicate
 * panel and the edits its parts make. Every hook of the card is called here, by the card itself, so
 * the card renders when and as often as it did with them inline.
 */
export function useWindowCard(design: DesignInfo, room: RoomInfo, item: Item) {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const site = useSite();
  const origin = useOrigin();
  const phone = useHelpPhone();
  const viewer = useViewer();
  const actor = useActor(design.designId);
  const expanded = useAppSelector((state) => Boolean(state.builder.expandedItemIds[item.itemId]));
  const roomKey = useAppSelector((state) => roomSizesKey(state.builder, room.containerId));
  const siblings = useMemo(() => siblingSizes(roomKey, item.itemId), [roomKey, item.itemId]);
  const [dialog, setDialog] = useState<WindowDialog>(null);
  const [duplicating, setDuplicating] = useState(false);
  const duplicatePanel = useRef<HTMLFieldSetElement>(null);
  const duplicateOpener = useRef<HTMLButtonElement>(null);
  // Opening puts focus on the count; Escape, Cancel or a copy made put it back on Duplicate (a copy then takes it).
  useFocusAfterToggle(duplicating, duplicatePanel, duplicateOpener);
  const detailsId = useId();
  const editKey = `window:${item.itemId}`;
  useEditing(editKey, dialog !== null);

  const facts = designFacts(design);
  const designCan = designControls(actor, facts);
  const flags = windowFacts(item);
  const can = windowControls(actor, facts, flags);
  const width = dimension(item, 'width');
  const height = dimension(item, 'height');
  const purchaseOption = itemAttribute(item, 'purchaseOption') as PurchaseOption | null;
  const product = item.itemProduct;
  // Doc 000 §5 'Flagged for review': what the room's banner calls the highlighted products (a Custom
  // product, or an internal choice that matters), for customers; Checkout names these windows too.
  const needsReview = Boolean(product && !flags.isInvalid && !flags.isDiscontinued && isFlaggedForReview(product, isInternal(viewer)));
  // Doc 000 §5: a ready-made (stock) product is not valid for the cart either; the card says so, as Checkout does.
  const isStock = Boolean(product?.isStockProduct && !flags.isInvalid && !flags.isDiscontinued);
  const designId = design.designId;
  const close = () => setDialog(null);
  const actions = useProductActions(design, room, item);
  // The room's windows as they are now, read when needed so a sibling's change does not render this card.
  const roomNow = () => store.getState().builder.containers[room.containerId];
  // Show Details only when the details hold something for this viewer (attributes, notes or the note forms).
  const hasDetails = (facts.isMandi && shownMandiAttributes(item).length > 0) || hasNotesPanel(item, designCan.canWriteNotes);

  return {
    site,
    origin,
    phone,
    viewer,
    expanded,
    dialog,
    setDialog,
    close,
    duplicating,
    setDuplicating,
    duplicatePanel,
    duplicateOpener,
    detailsId,
    editKey,
    facts,
    designCan,
    flags,
    needsReview,
    isStock,
    can,
    width,
    height,
    siblings,
    purchaseOption,
    product,
    actions,
    roomNow,
    hasDetails,
    toggleExpanded: () => dispatch(itemExpandedToggled(item.itemId)),
    saveMeasurements: async (w: number, h: number) => dispatch(setMeasurements(designId, item.itemId, w, h)),
    changeQuantity: (quantity: number) => dispatch(setQuantity(designId, item.itemId, quantity)),
    choosePurchaseOption: (option: PurchaseOption) =>
      dispatch(setItemAttribute(designId, item.itemId, { attributeId: 'purchaseOption', value: option })),
    saveNote: async (attribute: 'notes' | 'flagNotes', value: string) =>
      dispatch(setItemAttribute(designId, item.itemId, { attributeId: attribute, value })),
    duplicate: async (count: number) => {
      const before = roomNow();
      const done = await dispatch(copyWindow(designId, item.itemId, count));
      if (done) {
        setDuplicating(false);
        if (before) focusFirstCopy(done.graph, before);
      }
    },
  };
}
