import { cartPath } from '@eb/domain/commerce';
import { CAPTIVE_HEADER } from '@eb/domain/messages';
import { siteText } from '@eb/domain/sites';
import { Link } from 'react-router';
import { useCartCount } from '../../lib/cart-count.ts';
import { useHelpPhone, useOrigin, useSite } from '../../lib/site-context.ts';
import { PhoneLink } from '../../ui/phone-link.tsx';
import { AccountMenu } from './account-menu.tsx';
import { BrandMark } from './brand-mark.tsx';
import { SupportStrip } from './support-strip.tsx';

/** The captive header of doc 000 §1: brand, "You're shopping Custom {product}", help phone, designs list, account. */
export function CaptiveHeader() {
  const site = useSite();
  const origin = useOrigin();
  const phone = useHelpPhone();
  // A header in the host page's slot shows the help phone in a strip under it instead of in it.
  const strip = site.frame === 'host-slots';
  // Sites that sell online have a cart; its link says how many items it holds.
  const hasCart = site.cartStrategy !== 'none';
  const cartCount = useCartCount(hasCart);
  return (
    <header className="eb-header">
      <div className="eb-container eb-header__inner">
        <Link to="/estimatebuilder" className="eb-brand">
          <BrandMark />
          <span className="eb-brand__name">{site.brand}</span>
        </Link>
        <p className="eb-header__captive">{siteText(CAPTIVE_HEADER, site, origin)}</p>
        <nav className="eb-header__nav" aria-label="Account">
          {!strip && <PhoneLink phone={phone} icon className="eb-header__phone" />}
          <Link className="eb-header__list" to={site.accountListPath}>
            <StrokeIcon d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />
            {site.accountListName}
          </Link>
          {hasCart && (
            <Link className="eb-header__cart" to={cartPath(site.id)}>
              <StrokeIcon d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2M10 20h.01M17 20h.01" />
              Cart
              {cartCount !== null && cartCount > 0 && (
                <>
                  {' '}
                  <span className="eb-header__cart-count">{cartCount}</span>
                  <span className="eb-visually-hidden">{cartCount === 1 ? ' item' : ' items'}</span>
                </>
              )}
            </Link>
          )}
        </nav>
        <div className="eb-header__account">
          <AccountMenu />
        </div>
      </div>
      {strip && <SupportStrip />}
    </header>
  );
}

/** An 18 px line icon beside a header link's words (hidden from screen readers: the words say it). */
function StrokeIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
