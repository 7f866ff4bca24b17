import { Link } from 'react-router';
import { MANDI_BASE, PRODUCT_BASE } from '../../lib/builder-paths.ts';
import { useHelpPhone, useSite } from '../../lib/site-context.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PRO_MEASURE_NOTE } from './availability-find-pro.tsx';
import './availability.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The site's {product}-installation services page ('Find out more' on the 'We're Sorry' step, doc 001
 * §2): what professional measure and install is, how it goes, and where to start or get help.
 */
export function InstallationServicesPage() {
  const site = useSite();
  const phone = useHelpPhone();
  const title = `Professional ${site.product} Measure & Install`;
  usePageTitle(title);
  return (
    <div className="eb-container eb-page eb-services">
      <h1>{title}</h1>
      <p className="eb-services__lead">
        An experienced service provider in your area measures every window, then installs your new {site.product.toLowerCase()} when they
        arrive. You choose the products; we take care of the rest.
      </p>
      <section aria-labelledby="eb-services-how">
        <h2 id="eb-services-how">How it works</h2>
        <ol className="eb-services__steps">
          <li>
            <strong>Check availability.</strong> Enter the property address in the estimate builder to see whether a provider covers your
            ZIP code.
          </li>
          <li>
            <strong>Professional measure.</strong> A technician measures each window at a time that suits you, so every product fits.
          </li>
          <li>
            <strong>Installation.</strong> Your products ship to the provider, who installs them. Removal and haul away of your old window
            coverings can be added.
          </li>
        </ol>
      </section>
      <section aria-labelledby="eb-services-price">
        <h2 id="eb-services-price">Pricing</h2>
        <p>
          Installation is priced per window covering from its size and type, with the measure credited back when you order. Your estimate
          shows the full cost breakdown before you check out.
        </p>
        <p className="eb-muted">{PRO_MEASURE_NOTE.replace(/^\*+/, '')}</p>
      </section>
      <section aria-labelledby="eb-services-help">
        <h2 id="eb-services-help">Not covered in your area?</h2>
        <p>
          Appointments cannot be set up online everywhere yet. Call us at <a href={telHref(phone)}>{phone}</a> for do-it-yourself help, or
          visit your local store.
        </p>
      </section>
      <p className="eb-services__actions">
        <Link className="eb-button eb-button--primary" to={`${MANDI_BASE}/new`}>
          <span className="eb-button__label">Start a Measure &amp; Install estimate</span>
        </Link>
        <Link className="eb-button eb-button--secondary" to={PRODUCT_BASE}>
          <span className="eb-button__label">Back to my estimate</span>
        </Link>
      </p>
    </div>
  );
}
