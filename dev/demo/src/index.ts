/**
 * The living demo (`npm start` on an empty dev database; docs/development.md): development only. The
 * API never imports it (eslint.boundaries.js) and the production bundle refuses it (apps/api/scripts/build.mjs).
 */
export { livingDemo } from './livingDemo'
export { DEMO_CHAIN_DAYS } from './seedClubDemo'
