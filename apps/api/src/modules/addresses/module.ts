import type { AppModule } from '../../platform/module'

/** Members' delivery addresses (spec §5 rules, shared with the form). */
export const addressesModule: AppModule = { name: 'addresses' }
