import type { AccountEstimate } from '@eb/domain/sharing';
import { useHelpPhone } from '../../lib/site-context.ts';
import { PhoneLink } from '../../ui/phone-link.tsx';
import { bannerOf, bannerParts } from './estimates-rows.ts';

/** The validity banner of doc 001 §2 above a row that needs one, with the help phone as a telephone link. */
export function EstimateBanners({ estimate }: { estimate: AccountEstimate }) {
  const phone = useHelpPhone();
  const banner = bannerOf(estimate);
  if (!banner) return null;
  const [before, after] = bannerParts(banner);
  return (
    <p className="eb-estimates__banner">
      {before}
      <PhoneLink phone={phone} />
      {after}
    </p>
  );
}
