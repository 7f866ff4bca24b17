import { pathOf } from '@eb/domain/endpoint';
import { designEndpoints } from '@eb/domain/endpoints/designs';
import { INSTALLATION_SERVICES_PATHS } from '@eb/domain/sites';
import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { fetchEarly } from '../lib/api-client.ts';
import { GUID, setEstimateInfoTarget } from '../lib/builder-paths.ts';
import { NotFoundPage } from '../lib/not-found-page.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { AppShell } from './layout/app-shell.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/**
 * The builder is one lazily loaded module mounted twice: product mode under /estimatebuilder and
 * mandi mode under /estimatebuilder/mandi. Its default export renders the builder's own <Routes>, with
 * what the save, share and print features add to it (builder-plugins.tsx).
 */
/** `/EstimateShopping/SetEstimateInfo`: into the builder, on the estimate it names. */
function SetEstimateInfo() {
  return <Navigate to={setEstimateInfoTarget(useLocation().search)} replace />;
}

async function builderRoute(mode: 'product' | 'mandi') {
  fetchDesignsEarly();
  const [{ default: BuilderRoutes }, { builderPlugins }] = await Promise.all([
    import('../features/builder/builder-routes.tsx'),
    import('./builder-plugins.tsx'),
  ]);
  // biome-ignore lint/correctness/noComponentHookFactories: runs once per route; React Router keeps the resolved route.
  return { Component: () => <BuilderRoutes mode={mode} plugins={builderPlugins} /> };
}

/**
 * Opened on a load path, the page asks for its designs at once, while the builder's code is still
 * loading: the builder's loads take these answers (apiFetch) instead of asking once it has started.
 */
function fetchDesignsEarly(): void {
  const match = /^\/estimatebuilder(?:\/mandi)?\/load\/([^/]+)\/?$/.exec(window.location.pathname);
  if (!match?.[1]) return;
  for (const id of decodeURIComponent(match[1]).split(',')) {
    const designId = id.trim();
    if (GUID.test(designId)) fetchEarly(pathOf(designEndpoints.loadDesign, { designId }));
  }
}

const listing = (mandi: boolean) => async () => {
  const { ListingPage } = await import('../features/catalog/listing-page.tsx');
  // biome-ignore lint/correctness/noComponentHookFactories: runs once per route; React Router keeps the resolved route.
  return { Component: () => <ListingPage mandi={mandi} /> };
};

async function configuratorRoute() {
  const { ConfiguratorRoute } = await import('../features/configurator/configurator-route.tsx');
  return { Component: ConfiguratorRoute };
}

async function estimatesRoute() {
  const { EstimatesPage } = await import('../features/account/estimates-page.tsx');
  return { Component: EstimatesPage };
}

async function orderRoute() {
  const { OrderPage } = await import('../features/orders/order-page.tsx');
  return { Component: OrderPage };
}

async function proLandingRoute() {
  const { ProLandingPage } = await import('../features/orders/pro-landing-page.tsx');
  return { Component: ProLandingPage };
}

async function installationServicesRoute() {
  const { InstallationServicesPage } = await import('../features/install/installation-services-page.tsx');
  return { Component: InstallationServicesPage };
}

function PageLoading() {
  return (
    <AppShell>
      <div className="eb-page-loading">
        <Spinner size="lg" />
      </div>
    </AppShell>
  );
}

export const router = createBrowserRouter([
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoading,
    children: [
      {
        // Page errors show inside the frame; a failing frame falls back to the boundary above.
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { index: true, element: <Navigate to="/estimatebuilder" replace /> },
          {
            path: 'signin',
            lazy: async () => ({ Component: (await import('../features/account/sign-in-page.tsx')).SignInPage }),
          },
          { path: 'myaccount/estimates', lazy: estimatesRoute },
          { path: 'installation/mywindowtreatments', lazy: estimatesRoute },
          // The list's address before it moved under the professional-service base: old links still arrive.
          { path: 'mywindowtreatments', element: <Navigate to="/installation/mywindowtreatments" replace /> },
          {
            path: 'mywindowtreatments/estimate/:designId',
            lazy: async () => ({
              Component: (await import('../features/builder/routes/summary-estimate-path.tsx')).WindowTreatmentsEstimateRoute,
            }),
          },
          { path: 'Ordering/Cart', lazy: async () => ({ Component: (await import('../features/cart/cart-page.tsx')).CartPage }) },
          { path: 'EstimateShopping/SetEstimateInfo', Component: SetEstimateInfo },
          { path: 'cart', lazy: async () => ({ Component: (await import('../features/cart/cart-page.tsx')).CartPage }) },
          { path: 'checkout', lazy: async () => ({ Component: (await import('../features/checkout/checkout-page.tsx')).CheckoutPage }) },
          { path: 'mandi/order/:orderRef', lazy: orderRoute },
          { path: 'orderdetail', lazy: orderRoute },
          { path: 'mandi/bookmeasure', lazy: proLandingRoute },
          { path: 'installation/schedule/bookappointment', lazy: proLandingRoute },
          ...INSTALLATION_SERVICES_PATHS.map((path) => ({ path: path.slice(1), lazy: installationServicesRoute })),
          { path: 'mailbox', lazy: async () => ({ Component: (await import('../features/mailbox/mailbox-page.tsx')).MailboxPage }) },
          { path: 'Catalog/SiteProduct/ProductSearch', lazy: listing(false) },
          { path: 'Catalog/SiteProduct/EstimateSearchMandi', lazy: listing(true) },
          { path: 'catalog/estimatebuildersearch', lazy: listing(false) },
          { path: 'catalog/siteproduct/estimatesearch', lazy: listing(false) },
          { path: 'configurator/:variant', lazy: configuratorRoute },
          { path: ':customBase/configurator/:variant', lazy: configuratorRoute },
          { path: 'estimatebuilder/mandi/*', lazy: () => builderRoute('mandi') },
          { path: 'estimatebuilder/*', lazy: () => builderRoute('product') },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]);
