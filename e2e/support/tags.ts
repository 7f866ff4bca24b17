/**
 * Journeys that together open every modal of the builder, and those whose pages wait on something
 * in an effect (the offline page). `npm run test:all` runs them a second time against a development
 * build of the web app, where React's StrictMode runs every effect twice (a modal that closed itself
 * there once went unnoticed in the production build).
 */
export const DEV_BUILD = { tag: '@dev-build' };
