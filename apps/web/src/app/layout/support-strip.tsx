import { FOOTER_QUESTIONS } from '@eb/domain/messages';
import { useHelpPhone } from '../../lib/site-context.ts';
import { PhoneLink } from '../../ui/phone-link.tsx';

/** The retailer site's thin support phone strip under the header (doc 001 §9). */
export function SupportStrip() {
  const phone = useHelpPhone();
  return (
    <div className="eb-support-strip">
      <div className="eb-container eb-support-strip__inner">
        <span>{FOOTER_QUESTIONS}</span> <PhoneLink phone={phone} icon />
      </div>
    </div>
  );
}
