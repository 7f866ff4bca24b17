/**
 * The API paths the web app reads outside the endpoint tables (packages/domain/src/endpoints, which
 * name every JSON call): the design-builder base, whose calls carry the app's key (doc 000 §7), and the
 * cart's GraphQL endpoint. All are same-origin paths served by apps/api.
 */
export const apiConfig = {
  designBuilderBase: '/api/design-builder',
  cartGraphql: '/api/cart/graphql',
} as const;
