import { SUMMARY_LABELS } from '@eb/domain/commerce';
import { selectedWindows } from '@eb/domain/commerce-rules';
import { chargedAmount } from '@eb/domain/design-pricing';
import { formatMoney } from '@eb/domain/format';
import { promoText } from '@eb/domain/promotions';
import type { DesignView } from '../../../lib/design-view.ts';
import { useSite } from '../../../lib/site-context.ts';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useBuilderPlugins } from '../builder-plugins.ts';
import type { SummaryFigures } from './estimate-summary-figures.ts';
import { modalLines } from './estimate-summary-lines.ts';
import { SummaryLines } from './estimate-summary-rows.tsx';

/** A room's selected windows as product lines: window, product and price (retail only on auto-release designs). */
function RoomLines({ room, retailOnly }: { room: DesignView['rooms'][number]; retailOnly: boolean }) {
  const windows = selectedWindows(room.items);
  if (windows.length === 0) return null;
  const headingId = `estimate-summary-room-${room.container.containerId}`;
  return (
    <div className="eb-estimate-summary__room">
      <h3 id={headingId} className="eb-estimate-summary__room-name">
        {room.container.name}
      </h3>
      <ul className="eb-estimate-summary__products" aria-labelledby={headingId}>
        {windows.map((item) => (
          <li key={item.itemId}>
            <span className="eb-estimate-summary__product">
              <span className="eb-estimate-summary__window">
                {item.label}
                {item.quantity > 1 ? ` (×${item.quantity})` : ''}
              </span>
              {item.itemProduct?.productName}
            </span>
            <span className="eb-estimate-summary__price">{formatMoney(chargedAmount(item, retailOnly))}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The estimate summary modal (doc 001 §2, 450 px): the estimate's name and summary header, product
 * lines per room, Shipping FREE, You'll Save*, Pretax Total, the promo message, and 'Order
 * Installation*' ('Order Install*' on mobile) with its note, which starts professional measure and
 * install (given by the composition root: the install feature owns that flow).
 */
export function EstimateSummaryModal({
  open,
  onClose,
  view,
  figures,
  locked,
}: {
  open: boolean;
  onClose: () => void;
  view: DesignView;
  figures: SummaryFigures;
  locked: boolean;
}) {
  const { OrderInstallation } = useBuilderPlugins();
  const site = useSite();
  const promo = promoText(figures.promoCode, figures.promoEndDate, 'proPromo', site.shipDateStyle);
  const hasLines = selectedWindows(view.items).length > 0;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`${figures.designName} ${SUMMARY_LABELS.summary}`}
      width={450}
      className="eb-estimate-summary"
    >
      {hasLines ? (
        // The product list scrolls past 250 px (doc 001 §9); it takes focus so keyboards can scroll it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        <section className="eb-estimate-summary__lines" aria-label="Products" tabIndex={0}>
          {view.rooms.map((room) => (
            <RoomLines key={room.container.containerId} room={room} retailOnly={figures.isAutoRelease} />
          ))}
        </section>
      ) : (
        <p className="eb-muted">No window has a product yet.</p>
      )}
      <SummaryLines lines={modalLines(figures)} className="eb-estimate-summary__totals" />
      {promo && <p className="eb-estimate-summary__promo">{promo}</p>}
      <OrderInstallation
        view={view}
        locked={locked}
        render={(start) => (
          <div className="eb-estimate-summary__install">
            <Button block onClick={start}>
              <span className="eb-summary__wide">{SUMMARY_LABELS.orderInstallation}</span>
              <span className="eb-summary__narrow">{SUMMARY_LABELS.orderInstallationMobile}</span>
            </Button>
            <p className="eb-estimate-summary__note">{SUMMARY_LABELS.proNoteStar}</p>
          </div>
        )}
      />
    </Modal>
  );
}
