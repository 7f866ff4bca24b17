/**
 * Every API base the web app calls, in one place (ARCHITECTURE: "the client reads every base from
 * config"). All are same-origin paths served by apps/api.
 */
export const apiConfig = {
  accountBase: '/api/account',
  designBuilderBase: '/api/design-builder',
  catalogBase: '/api/catalog',
  configurationsBase: '/api/configurations',
  installationBase: '/installation/api',
  analyticsBase: '/api/analytics',
  cartBase: '/api/cart',
  cartGraphql: '/api/cart/graphql',
  ordersBase: '/api/orders',
  estimatesBase: '/api/estimates',
  orderingBase: '/api/ordering',
} as const;

export type ApiConfig = typeof apiConfig;

/** Where one design is read (the builder's load, and the early load of app/router.tsx). */
export const designPath = (designId: string) => `${apiConfig.designBuilderBase}/designs/${designId}`;
