import type { Container, Item } from '@eb/domain/design';
import { validateWindowName } from '@eb/domain/names';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../lib/hooks.ts';
import { focusAfterWindowDeleted } from '../focus-after.ts';
import { ConfirmModal } from '../modals/confirm-modal.tsx';
import { CopyStylesModal } from '../modals/copy-styles-modal.tsx';
import { EditAttributesModal } from '../modals/edit-attributes-modal.tsx';
import { NameModal } from '../modals/name-modal.tsx';
import { deleteItemAttribute, deleteWindow, removeProduct, renameWindow, setItemAttributes } from '../state/builder-actions.ts';
import { selectDesignView } from '../state/builder-selectors.ts';
import type { RoomInfo, WindowDialog } from './use-window-card.ts';

/** The window's dialogs, one open at a time: rename, delete, remove product, remove motorized, copy styles and edit. */
export function WindowCardDialogs({
  designId,
  room,
  item,
  dialog,
  roomNow,
  close,
}: {
  designId: string;
  room: RoomInfo;
  item: Item;
  dialog: WindowDialog;
  /** The room's windows as they are now (see useWindowCard). */
  roomNow: () => Container | undefined;
  close: () => void;
}) {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  return (
    <>
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
    </>
  );
}

function CopyStylesHost({ designId, source, onClose }: { designId: string; source: Item; onClose: () => void }) {
  const view = useAppSelector((state) => selectDesignView(state, designId));
  return view ? <CopyStylesModal view={view} source={source} onClose={onClose} /> : null;
}
