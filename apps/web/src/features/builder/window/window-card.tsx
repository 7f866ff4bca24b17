import type { Item } from '@eb/domain/design';
import { isInternal } from '@eb/domain/permissions';
import { siteText } from '@eb/domain/sites';
import { memo } from 'react';
import { firstClickOnly } from '../../../lib/repeat-click.ts';
import { useBulkControls, WindowPick } from '../bulk/bulk-pick.tsx';
import { countRender } from '../render-count.ts';
import type { DesignInfo } from '../use-builder.ts';
import { DimensionVisualizer } from './dimension-visualizer.tsx';
import { DuplicatePanel } from './duplicate-panel.tsx';
import { MeasurementEditor } from './measurement-editor.tsx';
import { PurchaseOptionBar } from './purchase-option-bar.tsx';
import { QuantitySelect } from './quantity-select.tsx';
import { type RoomInfo, useWindowCard } from './use-window-card.ts';
import { WindowCardActions } from './window-card-actions.tsx';
import { WindowCardBanners } from './window-card-banners.tsx';
import { WindowCardDetails } from './window-card-details.tsx';
import { WindowCardDialogs } from './window-card-dialogs.tsx';
import { WindowCardHeader } from './window-card-header.tsx';
import { WindowCardProduct } from './window-card-product.tsx';
import { WindowInstallationNote } from './window-installation-note.tsx';

export type { RoomInfo } from './use-window-card.ts';

export interface WindowCardProps {
  design: DesignInfo;
  room: RoomInfo;
  item: Item;
}

/** One window of a room: its badge, name, drawing, product or call to action, and its actions. */
export const WindowCard = memo(function WindowCard({ design, room, item }: WindowCardProps) {
  countRender('window', item.itemId);
  const card = useWindowCard(design, room, item);
  const { facts, designCan, flags, can, product, detailsId, actions } = card;
  const bulk = useBulkControls(design);

  return (
    <article
      id={`window-${item.itemId}`}
      // Focus comes here (not by Tab) when a product lands on this window from the configurator.
      tabIndex={-1}
      className={`eb-window${flags.isInvalid || card.needsReview || card.isStock ? ' is-invalid' : ''}${flags.isFlagged ? ' is-flagged' : ''}`}
      aria-labelledby={`${detailsId}-name`}
    >
      <WindowCardHeader
        roomLabel={room.charLabel}
        item={item}
        nameId={`${detailsId}-name`}
        canRename={can.canRename}
        onRename={() => card.setDialog('rename')}
        pick={bulk.selectable && <WindowPick designId={design.designId} itemId={item.itemId} label={item.label} roomName={room.name} />}
      />

      <WindowCardBanners
        showRepPanels={designCan.showRepPanels}
        isFlagged={flags.isFlagged}
        hasNotes={flags.hasNotes}
        showExpertHelp={can.showExpertHelp}
        phone={card.phone}
      />

      <div className="eb-window__body">
        <DimensionVisualizer width={card.width} height={card.height} />
        <div className="eb-window__main">
          {product ? (
            <WindowCardProduct
              item={item}
              flags={flags}
              needsReview={card.needsReview}
              isStock={card.isStock}
              can={can}
              showInternal={isInternal(card.viewer)}
              retailOnly={designCan.showOnlyTotal}
              expanded={card.expanded}
              phone={card.phone}
              onToggle={card.toggleExpanded}
              onEditOptions={actions.editOptions}
              onSwap={actions.swap}
              onRemoveProduct={() => card.setDialog('remove-product')}
            />
          ) : (
            can.canAddProduct && (
              <a className="eb-button eb-button--secondary eb-window__shop" href={actions.listing} onClick={firstClickOnly(actions.shop)}>
                {design.productLine === 1 ? siteText('Add {product} to Window', card.site, card.origin) : 'Shop All Products'}
              </a>
            )
          )}
          <MeasurementEditor
            width={card.width}
            height={card.height}
            canEdit={designCan.canEditMeasurements}
            mode={facts.isMandi ? 'mandi' : 'product'}
            productId={product?.skuNumber}
            editKey={card.editKey}
            onSave={card.saveMeasurements}
            windowId={item.itemId}
            siblings={card.siblings}
          />
        </div>
        {designCan.showQuantitySelect && <QuantitySelect value={item.quantity} onChange={card.changeQuantity} />}
      </div>

      {(product || card.purchaseOption) && (
        <PurchaseOptionBar value={card.purchaseOption} disabled={!can.canSetPurchaseOption} onChange={card.choosePurchaseOption} />
      )}
      {product && card.purchaseOption === 'product-and-install' && !facts.isMandi && (
        <WindowInstallationNote designId={design.designId} itemId={item.itemId} />
      )}

      {card.expanded && card.hasDetails && (
        <WindowCardDetails
          id={`${detailsId}-details`}
          item={item}
          isMandi={facts.isMandi}
          canDeleteMotorized={designCan.canDeleteMotorized}
          canWriteNotes={designCan.canWriteNotes}
          onDeleteMotorized={() => card.setDialog('motorized')}
          onSaveNote={card.saveNote}
        />
      )}

      <WindowCardActions
        item={item}
        can={can}
        hasDetails={card.hasDetails}
        expanded={card.expanded}
        detailsId={`${detailsId}-details`}
        duplicating={card.duplicating}
        duplicateOpener={card.duplicateOpener}
        onToggleDetails={card.toggleExpanded}
        onDuplicate={() => card.setDuplicating(true)}
        onOpen={card.setDialog}
      />
      {card.duplicating && (
        <DuplicatePanel ref={card.duplicatePanel} onCancel={() => card.setDuplicating(false)} onConfirm={card.duplicate} />
      )}

      <WindowCardDialogs
        designId={design.designId}
        room={room}
        item={item}
        dialog={card.dialog}
        roomNow={card.roomNow}
        close={card.close}
      />
    </article>
  );
});
