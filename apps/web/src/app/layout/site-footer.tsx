import { FOOTER_QUESTIONS } from '@eb/domain/messages';
import { PhoneLink } from '../../ui/phone-link.tsx';
import { useHelpPhone, useSite } from '../site-context.ts';
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
