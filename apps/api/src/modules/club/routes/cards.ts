import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  clubIdParamsSchema,
  cardSecretSchema,
  cardSecretStepUp,
  checkCardResponseSchema,
  checkCardSchema,
  envelopeSchema,
  generateCardSchema,
  revealCardSecretSchema,
  shoppingCardSchema,
  shoppingCardsSchema,
  usableCardsSchema,
} from '@vita/shared'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { requireIdempotencyKey } from '../../../platform/http/idempotencyKey'
import { moneyMovementRateLimit, perMemberRateLimit } from '../../../platform/http/rateLimits'
import { verifyMemberStepUp } from '../../../platform/http/verifyStepUp'
import { createCardService } from '../../cards'
import { loadClubRules } from '../rules/loadClubRules'

/** Card checks a member may make a minute: enough for a person, far too few to guess a secret. */
export const CARD_CHECKS_PER_MINUTE = 10

/**
 * GET/POST /club/cards, GET /club/cards/usable, POST /club/cards/:id/secret and POST /club/cards/check
 * (club-rules §6).
 */
export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config, now } = app.services
  const cards = createCardService(config.cardSecretKey)
  const auth = { security: [{ bearer: [] }], tags: ['club'] }
  app.get(
    '/club/cards',
    {
      schema: {
        ...auth,
        summary: 'My shopping cards and my active orders without one',
        response: { 200: envelopeSchema(shoppingCardsSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { member }) =>
      ok(
        request,
        await cards.listCards(database.db, {
          memberId: member.id,
          now: now(),
          cardConfirmations: config.cardConfirmations,
        }),
      ),
    ),
  )
  app.get(
    '/club/cards/usable',
    {
      schema: {
        ...auth,
        summary: 'My shopping cards a payment can use now (numbers only; secrets need the step-up)',
        response: { 200: envelopeSchema(usableCardsSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, { member }) =>
      ok(request, await cards.listUsableCards(database.db, { memberId: member.id, now: now() })),
    ),
  )
  app.post(
    '/club/cards',
    {
      schema: {
        ...auth,
        summary: 'Generate the shopping card of one of my active orders (Idempotency-Key)',
        body: generateCardSchema,
        response: { 200: envelopeSchema(shoppingCardSchema) },
      },
      onRequest: app.authenticate,
      config: { rateLimit: moneyMovementRateLimit(app) },
    },
    withAuth(async (request, { member }) => {
      const requestKey = requireIdempotencyKey(request)
      const { card } = await cards.issueCard(database.db, {
        memberId: member.id,
        orderUuid: request.body.orderId,
        requestKey,
        rules: await loadClubRules(database.db),
        now: now(),
        cardConfirmations: config.cardConfirmations,
      })
      return ok(request, card)
    }),
  )
  app.post(
    '/club/cards/:id/secret',
    {
      schema: {
        ...auth,
        summary: "My card's secret, signed by my wallet (anyone else's card answers 404)",
        params: clubIdParamsSchema,
        body: revealCardSecretSchema,
        response: { 200: envelopeSchema(cardSecretSchema) },
      },
      onRequest: app.authenticate,
      config: { rateLimit: moneyMovementRateLimit(app) },
    },
    withAuth(async (request, { member }) => {
      const { signature, expiry } = request.body
      const verify = (cardNumber: string) =>
        verifyMemberStepUp(app.services, member.address, { signature, expiry }, (domain) =>
          cardSecretStepUp(domain.chainId, domain.verifyingContract, { cardNumber, expiry: BigInt(expiry) }),
        )
      return ok(
        request,
        await cards.revealCardSecret(database.db, {
          memberId: member.id,
          cardUuid: request.params.id,
          verifyStepUp: verify,
        }),
      )
    }),
  )
  app.post(
    '/club/cards/check',
    {
      schema: {
        ...auth,
        summary: "A card's state by number and secret (rate-limited per member)",
        body: checkCardSchema,
        response: { 200: envelopeSchema(checkCardResponseSchema) },
      },
      onRequest: app.authenticate,
      config: { rateLimit: perMemberRateLimit({ max: CARD_CHECKS_PER_MINUTE, timeWindow: 60_000 }) },
    },
    withAuth(async (request) =>
      ok(request, await cards.checkCard(database.db, { ...request.body, now: now() })),
    ),
  )
}
