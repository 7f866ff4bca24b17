import type { BuilderMode } from '../../../lib/builder-paths.ts';
import { PhoneLink } from '../../../ui/phone-link.tsx';

/** Why some of the room's windows cannot be bought as they are; on product estimates, the number to call. */
export function RoomCardBanner({ banner, mode, phone }: { banner: string; mode: BuilderMode; phone: string }) {
  return (
    <p className="eb-banner eb-banner--flag eb-room__banner" role="note">
      {banner}
      {mode === 'product' && (
        <>
          {' '}
          call <PhoneLink phone={phone} />.
        </>
      )}
    </p>
  );
}
