/**
 * The member-facing texts of chainError.ts, zh and en. Where spec §8 gives a text it is used
 * verbatim (the zh timeouts, "Network Error", "USDT authorization failed, please retry", "Contract
 * call failed, please retry", "Failed to check sell permission, please retry", 合约{name}未初始化);
 * the seven chain mappings keep the spec's own words in English. A plain table rather than i18next
 * texts: it loads with the chain code, never with /login.
 */
import type { Locale } from '@vita/shared/locale'
import { chainErrorReason, findChainError, type ChainErrorReason } from './chainError'

export const chainErrorMessages = {
  nonceUsed: { zh: '交易nonce已被使用，请刷新后重试', en: 'Nonce already used, please refresh and retry' },
  replacementUnderpriced: {
    zh: '替换交易的手续费过低，请提高手续费后重试',
    en: 'Replacement fee too low, please raise the fee and retry',
  },
  legacyTransaction: {
    zh: '不支持EIP-155之前的旧版交易，请升级钱包',
    en: 'Legacy pre-EIP-155 transactions not supported, please update your wallet',
  },
  unsupportedOperation: { zh: '钱包不支持该操作', en: 'Unsupported operation' },
  missingResponse: {
    zh: '节点未返回响应，请检查网络后重试',
    en: 'Missing response for request, please check network connection',
  },
  providerDestroyed: {
    zh: '钱包连接已断开，请刷新页面后重试',
    en: 'Provider destroyed, please reload the page and retry',
  },
  couldNotCoalesce: { zh: '无法识别钱包返回的错误，请重试', en: 'Could not coalesce error, please retry' },
  networkError: { zh: '网络错误', en: 'Network Error' },
  balanceTimeout: { zh: '获取余额超时', en: 'Balance lookup timed out' },
  decimalsTimeout: { zh: '获取decimals超时', en: 'Decimals lookup timed out' },
  backupBalanceTimeout: { zh: '备用RPC获取余额超时', en: 'Backup RPC balance lookup timed out' },
  contractNotInitialised: { zh: '合约{name}未初始化', en: 'Contract {name} is not initialised' },
  approveFailed: { zh: '{token}授权失败，请重试', en: '{token} authorization failed, please retry' },
  contractCallFailed: { zh: '合约调用失败，请重试', en: 'Contract call failed, please retry' },
  sellPermissionCheckFailed: {
    zh: '检查卖出权限失败，请重试',
    en: 'Failed to check sell permission, please retry',
  },
} as const satisfies Record<ChainErrorReason, Record<Locale, string>>

/** An approval of a token whose symbol the caller did not give. */
const anyToken = { zh: '代币', en: 'Token' } as const

/**
 * The spec §8 text of a chain failure in `locale`, or null when another message owns it (the
 * wallet's rejection, BNB余额不足, a revert: txError.ts) or it is not a chain failure at all.
 */
export function chainErrorText(error: unknown, locale: Locale): string | null {
  const reason = chainErrorReason(error)
  if (reason === null) return null
  const params = findChainError(error)?.params ?? {}
  return chainErrorMessages[reason][locale]
    .replace('{token}', params.token ?? anyToken[locale])
    .replace('{name}', params.contract ?? '')
}
