import { ApiCode, type ApiMessageKey } from '@vita/shared'
import { DomainError } from '../../app/domainError'

/** A 400 / code 7 rejection whose message has placeholders ({amount}, {currency}) to fill in. */
export class WithdrawRuleError extends DomainError {
  override name = 'WithdrawRuleError'
  constructor(
    messageKey: ApiMessageKey,
    readonly params: Record<string, string>,
    details?: Record<string, unknown>,
  ) {
    super(messageKey, ApiCode.invalidInput, 400, details)
  }
}
