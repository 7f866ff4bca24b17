import type { Item } from '@eb/domain/design';
import { EDIT_ATTRIBUTES_TITLE } from '@eb/domain/mandi';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { EditAttributesCategory } from './edit-attributes-category.tsx';
import { EditAttributesMeasurements } from './edit-attributes-measurements.tsx';
import { EditAttributesReason } from './edit-attributes-reason.tsx';
import { type AttributeChange, useEditAttributes } from './use-edit-attributes.ts';

export type { AttributeChange } from './use-edit-attributes.ts';

/**
 * The mandi edit-attributes modal ('Editing', doc 000 §5): category, mount type and dimensions, with
 * a reason and a verification tick; Save stays disabled until the form is valid.
 */
export function EditAttributesModal({
  item,
  onSave,
  onClose,
}: {
  item: Item;
  onSave: (changes: AttributeChange[], reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useEditAttributes(item, onSave);
  const { id } = form;

  return (
    <Modal
      open
      width={596}
      title={EDIT_ATTRIBUTES_TITLE}
      onClose={onClose}
      className="eb-edit-attributes"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={!form.valid} busy={form.busy}>
            Save
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className="eb-form eb-edit-attributes__form" onSubmit={form.submit} noValidate>
        <p className="eb-edit-attributes__window">
          {item.label} · <span className="eb-muted">Edited by</span> <output>{form.editor}</output>
        </p>
        <EditAttributesCategory
          id={`${id}-category`}
          value={form.values.category}
          categories={form.categories}
          error={form.shown('category')}
          onChange={form.chooseCategory}
        />
        <EditAttributesMeasurements mountName={`${id}-mount`} values={form.values} onChange={form.change} />
        <EditAttributesReason
          id={`${id}-reason`}
          reason={form.reason}
          verified={form.verified}
          reasonError={form.shown('reason')}
          verifiedError={form.shown('verified')}
          onReason={form.writeReason}
          onVerified={form.tickVerified}
        />
      </form>
    </Modal>
  );
}
