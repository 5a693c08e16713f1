import type { AppModule } from '../../platform/module'
import { registerClubHandlers } from './indexerHandlers'

/** The membership club: staking orders placed on chain (indexed here), dividends, teams. */
export const clubModule: AppModule = { name: 'club', indexerHandlers: registerClubHandlers }
