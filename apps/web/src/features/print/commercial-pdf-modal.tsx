import { COMMERCIAL_PDF_MODAL, printPath } from '@eb/domain/sharing';
import type { SiteId } from '@eb/domain/sites';
import { useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';

/** Starts the browser's download of a same-origin file, as a click on a download link would. */
function download(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

function Switch({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange: (next: boolean) => void }) {
  const id = useId();
  return (
    <div className="eb-switch">
      <div className="eb-switch__text">
        <label className="eb-switch__label" htmlFor={id}>
          {label}
        </label>
        <span className="eb-switch__hint" id={`${id}-hint`}>
          {hint}
        </span>
      </div>
      <input
        id={id}
        className="eb-switch__input"
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-hint`}
        checked={checked}
        aria-checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}

/**
 * The Commercial PDF Controls modal (doc 001 §2): 450 × 300, a switch for dimensions and one for
 * line-item pricing, both on each time it opens; Download PDF prints with them.
 */
export function CommercialPdfModal({
  open,
  siteId,
  designId,
  onClose,
}: {
  open: boolean;
  siteId: SiteId;
  designId: string;
  onClose: () => void;
}) {
  const [dimensions, setDimensions] = useState(true);
  const [pricing, setPricing] = useState(true);
  const close = () => {
    setDimensions(true);
    setPricing(true);
    onClose();
  };
  const start = () => {
    download(printPath(siteId, designId, new Date().getTimezoneOffset(), { dimensions, pricing }));
    close();
  };

  return (
    <Modal
      open={open}
      title="Commercial PDF Controls"
      width={COMMERCIAL_PDF_MODAL.width}
      onClose={close}
      className="eb-print-modal"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button onClick={start}>Download PDF</Button>
        </>
      }
    >
      <Switch label="Dimensions" hint="Width and height of each window" checked={dimensions} onChange={setDimensions} />
      <Switch label="Line-item pricing" hint="Unit price and total of each window" checked={pricing} onChange={setPricing} />
    </Modal>
  );
}
