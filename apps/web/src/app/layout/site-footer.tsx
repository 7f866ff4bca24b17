import { FOOTER_QUESTIONS } from '@eb/domain/messages';
import { useHelpPhone, useSite } from '../../lib/site-context.ts';
import { PhoneLink } from '../../ui/phone-link.tsx';
import { BrandMark } from './brand-mark.tsx';

export function SiteFooter() {
  const site = useSite();
  const phone = useHelpPhone();
  return (
    <footer className="eb-footer">
      <div className="eb-container eb-footer__inner">
        <p className="eb-footer__questions">
          {FOOTER_QUESTIONS} <PhoneLink phone={phone} />
        </p>
        <p className="eb-footer__brand">
          <BrandMark />
          <span>
            © {new Date().getFullYear()} {site.brand}
          </span>
        </p>
      </div>
    </footer>
  );
}
