import { type Container, type Item, itemAttribute, type PurchaseOption } from '@eb/domain/design';
import { QUANTITY_OPTIONS } from '@eb/domain/limits';
import { EXPERT_HELP_REQUIRED } from '@eb/domain/mandi';
import { validateWindowName } from '@eb/domain/names';
import { designControls, windowControls } from '@eb/domain/permissions-controls';
import { siteText } from '@eb/domain/sites';
import { DISCONTINUED_WINDOW_MESSAGE, INVALID_WINDOW_MESSAGE } from '@eb/domain/validity';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../lib/hooks.ts';
import { firstClickOnly } from '../../../lib/repeat-click.ts';
import { useHelpPhone, useOrigin, useSite } from '../../../lib/site-context.ts';
import { useViewer } from '../../../lib/use-viewer.ts';
import { Button } from '../../../ui/button.tsx';
import { whenNearScreen } from '../../../ui/near-screen.ts';
import { PhoneLink } from '../../../ui/phone-link.tsx';
import { useFocusAfterToggle } from '../../../ui/use-focus-after-toggle.ts';
import { focusAfterWindowDeleted, focusFirstCopy } from '../focus-after.ts';
import { ConfirmModal } from '../modals/confirm-modal.tsx';
import { CopyStylesModal } from '../modals/copy-styles-modal.tsx';
import { EditAttributesModal } from '../modals/edit-attributes-modal.tsx';
import { NameModal } from '../modals/name-modal.tsx';
import { countRender } from '../render-count.ts';
import {
  copyWindow,
  deleteItemAttribute,
  deleteWindow,
  removeProduct,
  renameWindow,
  setItemAttribute,
  setItemAttributes,
  setMeasurements,
  setQuantity,
} from '../state/builder-actions.ts';
import { selectDesignView } from '../state/builder-selectors.ts';
import { itemExpandedToggled } from '../state/builder-slice.ts';
import { type DesignInfo, designFacts, useActor, useEditing, windowFacts } from '../use-builder.ts';
import { DimensionVisualizer } from './dimension-visualizer.tsx';
import { DuplicatePanel } from './duplicate-panel.tsx';
import { MandiAttributes, shownMandiAttributes } from './mandi-attributes.tsx';
import { MeasurementEditor } from './measurement-editor.tsx';
import { hasNotesPanel, NotesPanel } from './notes-panel.tsx';
import { PurchaseOptionBar } from './purchase-option-bar.tsx';
import { useProductActions } from './use-product-actions.ts';
import { WindowProduct } from './window-product.tsx';

type Dialog = 'rename' | 'delete' | 'edit' | 'motorized' | 'remove-product' | 'copy-styles' | null;

const dimension = (item: Item, name: string) => {
  const value = itemAttribute(item, name);
  const inches = value === null ? Number.NaN : Number(value);
  return Number.isFinite(inches) && inches > 0 ? inches : null;
};

/** What a window shows of its room; kept stable while these do not change (a sibling added is not a change). */
export type RoomInfo = Pick<Container, 'containerId' | 'charLabel' | 'name'>;

export interface WindowCardProps {
  design: DesignInfo;
  room: RoomInfo;
  item: Item;
}

/** One window of a room: its badge, name, drawing, product or call to action, and its actions. */
export const WindowCard = memo(function WindowCard({ design, room, item }: WindowCardProps) {
  countRender('window', item.itemId);
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const site = useSite();
  const origin = useOrigin();
  const phone = useHelpPhone();
  const viewer = useViewer();
  const actor = useActor(design.designId);
  const expanded = useAppSelector((state) => Boolean(state.builder.expandedItemIds[item.itemId]));
  const [dialog, setDialog] = useState<Dialog>(null);
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
  const designId = design.designId;
  const close = () => setDialog(null);
  const actions = useProductActions(design, room, item);
  // The room's windows as they are now, read when needed so a sibling's change does not render this card.
  const roomNow = () => store.getState().builder.containers[room.containerId];
  // Show Details only when the details hold something for this viewer (attributes, notes or the note forms).
  const hasDetails = (facts.isMandi && shownMandiAttributes(item).length > 0) || hasNotesPanel(item, designCan.canWriteNotes);

  return (
    <article
      id={`window-${item.itemId}`}
      className={`eb-window${flags.isInvalid ? ' is-invalid' : ''}${flags.isFlagged ? ' is-flagged' : ''}`}
      aria-labelledby={`${detailsId}-name`}
    >
      <header className="eb-window__header">
        <span className="eb-window__badge" aria-hidden="true">
          {room.charLabel}
          {item.charLabel}
        </span>
        <h3 id={`${detailsId}-name`} className="eb-window__name">
          {item.label}
        </h3>
        {can.canRename && (
          <Button variant="link" className="eb-window__rename" onClick={() => setDialog('rename')}>
            Rename<span className="eb-visually-hidden"> {item.label}</span>
          </Button>
        )}
      </header>

      {designCan.showRepPanels && (flags.isFlagged || flags.hasNotes) && (
        <ul className="eb-window__banners">
          {flags.isFlagged && <li className="eb-banner eb-banner--flag">Flagged for review</li>}
          {flags.hasNotes && <li className="eb-banner eb-banner--note">Has notes</li>}
        </ul>
      )}
      {can.showExpertHelp && (
        <p className="eb-banner eb-banner--help">
          <strong>{EXPERT_HELP_REQUIRED}</strong> <PhoneLink phone={phone} />
        </p>
      )}

      <div className="eb-window__body">
        <DimensionVisualizer width={width} height={height} />
        <div className="eb-window__main">
          {product ? (
            <>
              <WindowProduct
                item={item}
                showInternal={viewer.role === 'rep'}
                retailOnly={designCan.showOnlyTotal}
                expanded={expanded}
                onToggle={() => dispatch(itemExpandedToggled(item.itemId))}
              />
              {flags.isDiscontinued ? (
                <p className="eb-window__message" role="note">
                  {DISCONTINUED_WINDOW_MESSAGE}
                </p>
              ) : (
                flags.isInvalid && (
                  <p className="eb-window__message" role="note">
                    {INVALID_WINDOW_MESSAGE}
                  </p>
                )
              )}
              {can.showAssociatesOnly && (
                <p className="eb-muted eb-window__associates">
                  This product is customizable by associates only. To change it, call <PhoneLink phone={phone} />.
                </p>
              )}
              <div className="eb-window__product-actions">
                {can.canEdit && (
                  <Button variant="link" onClick={actions.editOptions}>
                    Edit Options
                  </Button>
                )}
                {can.canSwap && (
                  <Button variant="link" onClick={actions.swap}>
                    Swap
                  </Button>
                )}
                {can.canEdit && (
                  <Button variant="link" onClick={() => setDialog('remove-product')}>
                    Remove Product
                  </Button>
                )}
              </div>
            </>
          ) : (
            can.canAddProduct && (
              <a className="eb-button eb-button--secondary eb-window__shop" href={actions.listing} onClick={firstClickOnly(actions.shop)}>
                {design.productLine === 1 ? siteText('Add {product} to Window', site, origin) : 'Shop All Products'}
              </a>
            )
          )}
          <MeasurementEditor
            width={width}
            height={height}
            canEdit={designCan.canEditMeasurements}
            mode={facts.isMandi ? 'mandi' : 'product'}
            productId={product?.skuNumber}
            editKey={editKey}
            onSave={async (w, h) => dispatch(setMeasurements(designId, item.itemId, w, h))}
          />
        </div>
        {designCan.showQuantitySelect && (
          <QuantitySelect value={item.quantity} onChange={(quantity) => dispatch(setQuantity(designId, item.itemId, quantity))} />
        )}
      </div>

      {(product || purchaseOption) && (
        <PurchaseOptionBar
          value={purchaseOption}
          disabled={!can.canSetPurchaseOption}
          onChange={(option) => dispatch(setItemAttribute(designId, item.itemId, { attributeId: 'purchaseOption', value: option }))}
        />
      )}

      {expanded && hasDetails && (
        <div id={`${detailsId}-details`} className="eb-window__details">
          {facts.isMandi && (
            <MandiAttributes
              item={item}
              canDeleteMotorized={designCan.canDeleteMotorized}
              onDeleteMotorized={() => setDialog('motorized')}
            />
          )}
          <NotesPanel
            item={item}
            canWrite={designCan.canWriteNotes}
            onSave={async (attribute, value) => dispatch(setItemAttribute(designId, item.itemId, { attributeId: attribute, value }))}
          />
        </div>
      )}

      <footer className="eb-window__actions">
        {hasDetails && (
          <Button
            variant="link"
            aria-expanded={expanded}
            aria-controls={`${detailsId}-details`}
            onClick={() => dispatch(itemExpandedToggled(item.itemId))}
          >
            {expanded ? 'Hide Details' : 'Show Details'}
          </Button>
        )}
        <span className="eb-window__spacer" />
        {can.canCopyStyles && (
          <Button variant="link" onClick={() => setDialog('copy-styles')}>
            Copy Styles
          </Button>
        )}
        {can.canEditAttributes && (
          <Button variant="link" onClick={() => setDialog('edit')}>
            Edit Window
          </Button>
        )}
        {can.canDuplicate && !duplicating && (
          <Button ref={duplicateOpener} variant="link" onClick={() => setDuplicating(true)}>
            Duplicate<span className="eb-visually-hidden"> {item.label}</span>
          </Button>
        )}
        {can.canDelete && (
          <Button variant="link" className="eb-link--danger" onClick={() => setDialog('delete')}>
            Delete<span className="eb-visually-hidden"> {item.label}</span>
          </Button>
        )}
      </footer>
      {duplicating && (
        <DuplicatePanel
          ref={duplicatePanel}
          onCancel={() => setDuplicating(false)}
          onConfirm={async (count) => {
            const before = roomNow();
            const done = await dispatch(copyWindow(designId, item.itemId, count));
            if (done) {
              setDuplicating(false);
              if (before) focusFirstCopy(done.graph, before);
            }
          }}
        />
      )}

      <NameModal
        open={dialog === 'rename'}
        title="Rename Window name"
        verb="Save"
        label="Window name"
        initialName={item.label}
        validate={(name) => {
          // Read when checking, so a card does not re-render whenever a sibling changes.
          const { items } = store.getState().builder;
          const others = (roomNow()?.items ?? []).filter((id) => id !== item.itemId).map((id) => items[id]?.label ?? '');
          return validateWindowName(name, others);
        }}
        onClose={close}
        onSubmit={async (name) => {
          if (await dispatch(renameWindow(designId, item.itemId, name))) close();
        }}
      />
      <ConfirmModal
        open={dialog === 'delete'}
        title="Delete Window"
        confirmLabel="Delete Window"
        danger
        onClose={close}
        onConfirm={async () => {
          const before = roomNow();
          if (await dispatch(deleteWindow(designId, item.itemId))) {
            close();
            if (before) focusAfterWindowDeleted(before, item.itemId);
          }
        }}
      >
        <p>
          Are you sure you want to delete <strong>{item.label}</strong> from {room.name}?
        </p>
      </ConfirmModal>
      <ConfirmModal
        open={dialog === 'remove-product'}
        title="Are you sure?"
        confirmLabel="Remove Product"
        danger
        onClose={close}
        onConfirm={async () => {
          if (await dispatch(removeProduct(designId, item.itemId))) close();
        }}
      >
        <p>The product will be removed from {item.label}.</p>
      </ConfirmModal>
      <ConfirmModal
        open={dialog === 'motorized'}
        title="Are you sure?"
        confirmLabel="Remove"
        danger
        onClose={close}
        onConfirm={async () => {
          if (await dispatch(deleteItemAttribute(designId, item.itemId, 'motorized'))) close();
        }}
      >
        <p>The motorized option will be removed from {item.label}.</p>
      </ConfirmModal>
      {dialog === 'copy-styles' && <CopyStylesHost designId={designId} source={item} onClose={close} />}
      {dialog === 'edit' && (
        <EditAttributesModal
          item={item}
          onClose={close}
          onSave={async (changes, reason) => {
            const values = Object.fromEntries(changes.map((change) => [change.attributeId, change.value]));
            if (dispatch(setItemAttributes(designId, item.itemId, values, reason))) close();
          }}
        />
      )}
    </article>
  );
});

/**
 * The quantity select (doc 000: 1 to 50). Far from the screen it holds only the chosen quantity, and
 * all fifty once it comes near, is focused or is touched: a design of 300 windows would otherwise
 * create 15,000 options before its first paint.
 */
function QuantitySelect({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const select = selectRef.current;
    if (near || !select) return;
    return whenNearScreen(select, () => setNear(true));
  }, [near]);
  const wake = () => setNear(true);
  const options = near || !QUANTITY_OPTIONS.includes(value) ? QUANTITY_OPTIONS : [value];
  return (
    <div className="eb-quantity">
      <label htmlFor={id} className="eb-quantity__label">
        Qty
      </label>
      <select
        ref={selectRef}
        id={id}
        className="eb-select"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        onFocus={wake}
        onPointerDown={wake}
        onKeyDown={wake}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

function CopyStylesHost({ designId, source, onClose }: { designId: string; source: Item; onClose: () => void }) {
  const view = useAppSelector((state) => selectDesignView(state, designId));
  return view ? <CopyStylesModal view={view} source={source} onClose={onClose} /> : null;
}
