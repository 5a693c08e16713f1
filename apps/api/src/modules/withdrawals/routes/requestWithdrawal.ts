import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { zeroAddress } from 'viem'
import { z } from 'zod'
import {
  addressSchema,
  baseUnitsSchema,
  currencySchema,
  envelopeSchema,
  withdrawalSchema,
} from '@vita/shared'
import { ok } from '../../../app/envelope'
import { invalidInput, unauthorized } from '../../../app/domainError'
import { requireIdempotencyKey } from '../../../app/idempotencyKey'
import { requestWithdrawal } from '../requestWithdrawal'

/**
 * The body is first read leniently so an empty field gets the spec's own message (§5: 请输入提现地址,
 * 请填写完整信息) rather than the generic 参数错误; then it must match withdrawRequestSchema's types.
 */
const lenientBodySchema = z.object({
  currency: z.string().max(16).optional(),
  amount: z.string().max(80).optional(),
  address: z.string().max(64).optional(),
  note: z.string().max(200).optional(),
})

const blank = (value: string | undefined) => value === undefined || value.trim() === ''

export const requestWithdrawalRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/withdrawals',
    {
      schema: {
        tags: ['withdrawals'],
        summary: 'Request a withdrawal (Idempotency-Key header required); the amount is reserved at once',
        security: [{ bearer: [] }],
        body: lenientBodySchema,
        response: { 200: envelopeSchema(withdrawalSchema) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      if (!request.auth) throw unauthorized()
      const idempotencyKey = requireIdempotencyKey(request)
      const body = request.body
      if (blank(body.address) && blank(body.amount)) throw invalidInput('formIncomplete')
      if (blank(body.address)) throw invalidInput('withdrawAddressRequired', { field: 'address' })
      if (blank(body.amount) || blank(body.currency))
        throw invalidInput('formIncomplete', { field: blank(body.amount) ? 'amount' : 'currency' })
      const currency = currencySchema.safeParse(body.currency)
      if (!currency.success) throw invalidInput('unsupportedToken', { field: 'currency' })
      const address = addressSchema.safeParse(body.address?.trim())
      // The zero address burns: an ERC-20 transfer to it reverts, so it is refused up front.
      if (!address.success || address.data === zeroAddress)
        throw invalidInput('invalidParams', {
          fields: [{ path: 'body.address', message: 'invalid address' }],
        })
      const amount = baseUnitsSchema.safeParse(body.amount?.trim())
      if (!amount.success) {
        throw invalidInput('invalidParams', {
          fields: [{ path: 'body.amount', message: 'amount must be a decimal string of base units' }],
        })
      }
      const note = body.note?.trim()
      const { withdrawal } = await requestWithdrawal(app.services.database.db, {
        memberId: request.auth.member.id,
        idempotencyKey,
        currency: currency.data,
        amount: BigInt(amount.data),
        address: address.data,
        note: note ? note : undefined,
      })
      return ok(request, withdrawal)
    },
  )
}
