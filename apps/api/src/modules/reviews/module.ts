import type { AppModule } from '../../platform/module'

/**
 * Reviews of bought items: written and read through the shop's routes (the shop checks the order),
 * kept here with the images they show. No routes or jobs of its own.
 */
export const reviewsModule: AppModule = { name: 'reviews' }
