import type { FastifySerializerCompiler } from 'fastify'
import { ResponseSerializationError } from 'fastify-type-provider-zod'
import { safeParse, type $ZodType } from 'zod/v4/core'

/**
 * Response schemas are whitelists: unknown keys are stripped and the shape is checked. Parsing (not
 * the provider's encoding) because the shared schemas normalise with transforms (addressSchema
 * checksums), which zod cannot run backwards; on data we produced the transforms are idempotent.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<$ZodType> = ({ schema, method, url }) => {
  return (data) => {
    const result = safeParse(schema, data)
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error })
    return JSON.stringify(result.data)
  }
}
