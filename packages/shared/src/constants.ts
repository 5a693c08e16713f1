/** Business constants from the spec (§9). Amounts are base units (18 decimals). */
const UNIT = 10n ** 18n

export const BSC_MAINNET = {
  chainId: 56,
  name: 'BNB Smart Chain',
  nativeSymbol: 'BNB',
  nativeDecimals: 18,
  rpcUrl: 'https://bsc-dataseed.bnbchain.org',
  explorerUrl: 'https://bscscan.com',
} as const

export const STAKING_ORDER_PRICE_USDT = 224n * UNIT
/** Orders per wallet, enforced by VitaOrder (`maxOrdersPerWallet`; spec §9: up to 4). */
export const STAKING_MAX_ORDERS = 4
/** Most wallets one VitaOrder.whitelistBatch call takes (`MAX_WHITELIST_BATCH`). */
export const STAKING_WHITELIST_BATCH_MAX = 200
/** 100% in basis points: every rate and share of the product is a number of these. */
export const BPS = 10_000n
export const PURCHASE_RETURN_DPINE_BPS = 1500n
export const SELL_RETURN_TO_POOL_BPS = 1000n
export const STATIC_POOL_SHARE_BPS = 1500n

export const SWAP_FEE_BPS = 25n
export const SWAP_DEFAULT_SLIPPAGE_BPS = 0n
export const SWAP_DEFAULT_DEADLINE_SECONDS = 1200
/** Live price fallback when the chain cannot be read: 0.000003 USDT per token. */
export const FALLBACK_PRICE_USDT = 3n * 10n ** 12n

export const HTTP_TIMEOUT_MS = 10_000
export const TOKEN_CHECK_INTERVAL_MS = 60_000
/** Warn five minutes before the session token expires (spec §4: "5", minutes in one reading). */
export const TOKEN_EXPIRY_WARNING_MS = 5 * 60_000
export const BALANCE_TIMEOUT_MS = 15_000
export const DECIMALS_TIMEOUT_MS = 10_000
export const BACKUP_RPC_TIMEOUT_MS = 10_000
export const WALLET_DISCOVERY_WAIT_MS = 300
export const WALLET_CONNECT_TIMEOUT_MS = 30_000
/** Spec §9: a wallet connection that times out or fails for no reason of the member's is tried 3 more times. */
export const WALLET_CONNECT_RETRIES = 3
/** Spec §9 transaction defaults, used when gas estimation (or the gas price read) fails. */
export const GAS_LIMIT_FALLBACK = 800_000n
export const GAS_PRICE_FALLBACK_WEI = 6n * 10n ** 9n
export const TOAST_DURATION_MS = 2_000

/** Sign-in nonces are single use and expire after five minutes. */
export const LOGIN_NONCE_TTL_MS = 5 * 60_000
/** Sessions last a day; the monitor warns in the last five minutes. */
export const SESSION_TTL_SECONDS = 24 * 60 * 60

export const APP_VERSION = '1.0.0'

/**
 * The smallest internal transfer, 0.01 token (base units; both currencies have 18 decimals): 1-wei
 * transfers cost a ledger row each and let anyone write into another member's bill log for free.
 */
export const MIN_TRANSFER = UNIT / 100n
