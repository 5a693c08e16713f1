import type { AppModule } from '../../platform/module'
import { listCardShortfallsCommand, resolveCardShortfallCommand } from './commands/cardShortfalls'

/**
 * Shopping cards: issued for the club's orders (its routes, /club/cards, call this module's service),
 * spent and refunded by the marketplace's checkout, revoked and reinstated with their order on a reorg.
 * No routes or jobs of its own; the operator's commands for revoked cards' shortfalls.
 */
export const cardsModule: AppModule = {
  name: 'cards',
  opsCommands: [listCardShortfallsCommand, resolveCardShortfallCommand],
}
