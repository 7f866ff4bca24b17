import { useParams } from 'react-router';
import { NotFoundPage } from '../../lib/not-found-page.tsx';
import { ConfiguratorPage } from './configurator-page.tsx';

const VARIANTS = ['stock', 'custom', 'mandi-edit'] as const;

/** `/configurator/{stock|custom|mandi-edit}?configurationGuid=` (site 11 under its custom base). */
export function ConfiguratorRoute() {
  const { variant = '', customBase } = useParams();
  const known = (VARIANTS as readonly string[]).includes(variant);
  if (!known || (customBase !== undefined && !customBase.startsWith('custom-'))) return <NotFoundPage />;
  return <ConfiguratorPage key={variant} variant={variant as (typeof VARIANTS)[number]} />;
}
