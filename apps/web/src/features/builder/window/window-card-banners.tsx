import { EXPERT_HELP_REQUIRED } from '@eb/domain/mandi';
import { PhoneLink } from '../../../ui/phone-link.tsx';

/** Flagged and noted, for reps on mandi estimates; 'Expert Help Required' for customers on a flagged mandi window. */
export function WindowCardBanners({
  showRepPanels,
  isFlagged,
  hasNotes,
  showExpertHelp,
  phone,
}: {
  showRepPanels: boolean;
  isFlagged: boolean;
  hasNotes: boolean;
  showExpertHelp: boolean;
  phone: string;
}) {
  return (
    <>
      {showRepPanels && (isFlagged || hasNotes) && (
        <ul className="eb-window__banners">
          {isFlagged && <li className="eb-banner eb-banner--flag">Flagged for review</li>}
          {hasNotes && <li className="eb-banner eb-banner--note">Has notes</li>}
        </ul>
      )}
      {showExpertHelp && (
        <p className="eb-banner eb-banner--help">
          <strong>{EXPERT_HELP_REQUIRED}</strong> <PhoneLink phone={phone} />
        </p>
      )}
    </>
  );
}
