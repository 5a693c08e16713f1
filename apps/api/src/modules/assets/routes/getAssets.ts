import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  assetParamsSchema,
  assetSchema,
  assetsResponseSchema,
  currencySchema,
  envelopeSchema,
} from '@vita/shared'
import type { Address } from 'viem'
import { withAuth } from '../../../platform/http/auth'
import { ok } from '../../../platform/http/envelope'
import { invalidInput } from '../../../platform/http/domainError'
import { getMemberAssets } from '../getMemberAssets'

export const getAssetsRoute: FastifyPluginAsyncZod = async (app) => {
  const chain = app.services.chain?.reader
  app.get(
    '/assets',
    {
      schema: {
        tags: ['assets'],
        summary: "The member's assets per currency: available, pending, wallet, contract and total",
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(assetsResponseSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) => {
      const { member } = auth
      const address = member.address as Address
      const assets = await getMemberAssets(app.services.database.db, { memberId: member.id, address, chain })
      return ok(request, { address, assets })
    }),
  )
}

export const getAssetRoute: FastifyPluginAsyncZod = async (app) => {
  const chain = app.services.chain?.reader
  app.get(
    '/assets/:symbol',
    {
      schema: {
        tags: ['assets'],
        summary: "One currency of the member's assets; an unknown symbol answers 不支持的Token",
        security: [{ bearer: [] }],
        params: assetParamsSchema,
        response: { 200: envelopeSchema(assetSchema) },
      },
      onRequest: app.authenticate,
    },
    withAuth(async (request, auth) => {
      const currency = currencySchema.safeParse(request.params.symbol.toUpperCase())
      if (!currency.success) throw invalidInput('unsupportedToken', { field: 'symbol' })
      const { member } = auth
      const [asset] = await getMemberAssets(app.services.database.db, {
        memberId: member.id,
        address: member.address as Address,
        chain,
        currency: currency.data,
      })
      if (!asset) throw invalidInput('unsupportedToken', { field: 'symbol' })
      return ok(request, asset)
    }),
  )
}
