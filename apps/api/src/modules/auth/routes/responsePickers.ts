import { envelopeSchema, getNonceResponseSchema, loginResponseSchema } from '@vita/shared'
import { is, pickEnvelope, pickFields, withResponsePicker } from '../../../platform/http/responseSerializer'

const pickUserInfo = pickFields({
  uuid: is.string,
  communityNumber: is.string,
  walletAddress: is.checksummedAddress,
  inviteCode: is.string,
  referrerUuid: is.nullOr(is.string),
  level: (value) => is.int(value) && value >= 0,
  joinedAt: is.string,
})
const pickToken = pickFields({ token: is.string })

/** get-nonce's envelope, serialized by copying its three fields (sign-in hot path). */
export const getNonceEnvelopeSchema = withResponsePicker(
  envelopeSchema(getNonceResponseSchema),
  pickEnvelope(pickFields({ nonce: is.string, timestamp: is.int, message: is.string })),
)

/** login's envelope, serialized by copying the token and the user info's fields (sign-in hot path). */
export const loginEnvelopeSchema = withResponsePicker(
  envelopeSchema(loginResponseSchema),
  pickEnvelope((data) => {
    const token = pickToken(data)
    const userInfo = token && pickUserInfo((data as { userInfo?: unknown }).userInfo)
    return token && userInfo ? { token: token.token, userInfo } : undefined
  }),
)
