import type { AccountEstimate } from '@eb/domain/sharing';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useSite } from '../../lib/site-context.ts';
import { Price } from '../../ui/price.tsx';
import { type EstimateActionHandlers, EstimateActions } from './estimates-actions.tsx';
import { EstimateBanners } from './estimates-banners.tsx';
import { bannerOf, formatEstimateDate, openPathOf, roomsText } from './estimates-rows.ts';

const COLUMNS = 5;

/** The estimate's name, linking to the builder; the page finds it by data-estimate-open to move focus. */
function OpenLink({ estimate }: { estimate: AccountEstimate }) {
  return (
    <Link to={openPathOf(estimate)} className="eb-estimates__open" data-estimate-open={estimate.designId}>
      {estimate.name}
    </Link>
  );
}

/**
 * The account's estimates, newest first: a table on wide screens, cards on narrow ones. Both are in
 * the page and CSS shows one; the hidden one is display:none, so it is out of the accessibility tree.
 */
export function EstimatesList({
  estimates,
  caption,
  ...handlers
}: { estimates: readonly AccountEstimate[]; caption: string } & EstimateActionHandlers) {
  const site = useSite();
  return (
    <>
      <table className="eb-estimates__table">
        <caption className="eb-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Estimate</th>
            <th scope="col">Date Created</th>
            <th scope="col" className="eb-estimates__number">
              Windows
            </th>
            <th scope="col" className="eb-estimates__number">
              Subtotal
            </th>
            <th scope="col">
              <span className="eb-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {estimates.map((estimate) => (
            <Fragment key={estimate.designId}>
              {bannerOf(estimate) && (
                <tr className="eb-estimates__banner-row">
                  <td colSpan={COLUMNS}>
                    <EstimateBanners estimate={estimate} />
                  </td>
                </tr>
              )}
              <tr className="eb-estimates__row">
                <th scope="row">
                  <OpenLink estimate={estimate} />
                  <RoomsLine rooms={estimate.rooms} />
                  <SharedLine email={estimate.sharedEmail} />
                </th>
                <td className="eb-estimates__date">{formatEstimateDate(estimate.createdDate, site.shipDateStyle)}</td>
                <td className="eb-estimates__number">{estimate.windows}</td>
                <td className="eb-estimates__number">
                  <Price subtotal={estimate.subtotal} retail={estimate.retail} />
                </td>
                <td>
                  <EstimateActions estimate={estimate} {...handlers} />
                </td>
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>

      <ul className="eb-estimates__cards" aria-label={caption}>
        {estimates.map((estimate) => (
          <li key={estimate.designId}>
            <article className="eb-card eb-estimates__card" aria-label={estimate.name}>
              <EstimateBanners estimate={estimate} />
              <h2 className="eb-estimates__card-name">
                <OpenLink estimate={estimate} />
              </h2>
              <RoomsLine rooms={estimate.rooms} />
              <SharedLine email={estimate.sharedEmail} />
              <dl className="eb-estimates__facts">
                <div>
                  <dt>Date Created</dt>
                  <dd>{formatEstimateDate(estimate.createdDate, site.shipDateStyle)}</dd>
                </div>
                <div>
                  <dt>Windows</dt>
                  <dd>{estimate.windows}</dd>
                </div>
                <div>
                  <dt>Subtotal</dt>
                  <dd>
                    <Price subtotal={estimate.subtotal} retail={estimate.retail} />
                  </dd>
                </div>
              </dl>
              <EstimateActions estimate={estimate} {...handlers} />
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The estimate's first rooms under its name. */
/** Who the design was shared with (a rep's list holds the designs they shared with customers). */
function SharedLine({ email }: { email: string | null }) {
  return email ? <span className="eb-estimates__rooms">Shared with {email}</span> : null;
}

function RoomsLine({ rooms }: { rooms: readonly string[] }) {
  const text = roomsText(rooms);
  return text ? <span className="eb-estimates__rooms">{text}</span> : null;
}
