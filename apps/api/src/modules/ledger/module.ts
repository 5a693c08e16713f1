import type { AppModule } from '../../platform/module'

/** The double-entry ledger: no routes of its own; other modules move money through its index.ts. */
export const ledgerModule: AppModule = { name: 'ledger' }
