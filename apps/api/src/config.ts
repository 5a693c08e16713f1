import { hkdfSync, randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { deploymentFilePath } from '@vita/contracts/deployment'
import { DEV_OPERATOR_ACCOUNT_INDEX } from '@vita/contracts/seedDevChain'
import { devAccounts, devPrivateKey } from '@vita/contracts/devAccounts'
import type { Address } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { addressSchema, BSC_MAINNET, inviteCodeSchema, parseAmount } from '@vita/shared'
import { DEFAULT_UPLOAD_MAX_BYTES } from '@vita/shared/schemas/uploads'
import { z } from 'zod'
import { apiPackageRoot } from './platform/packageRoot'

/** Dev account 0: the genesis member on the local dev chain only (its key is public). */
const DEV_GENESIS_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)
const optionalString = z.preprocess(emptyToUndefined, z.string().optional())
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional())
const port = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(fallback))
const positiveInt = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(fallback))

const envSchema = z.object({
  PORT: port(3000),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optionalUrl,
  /** Redis for limits shared by every replica; unset = counted in each process's memory. */
  REDIS_URL: optionalUrl,
  RPC_URL: optionalUrl,
  /** The RPC URL the web app is told to read from; never a keyed provider URL. Default: RPC_URL on the dev chain, none otherwise. */
  PUBLIC_RPC_URL: optionalUrl,
  PUBLIC_BACKUP_RPC_URL: optionalUrl,
  BACKUP_RPC_URL: optionalUrl,
  DEV_CHAIN_PORT: port(8545),
  CHAIN_ID: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  PUBLIC_ORIGIN: optionalUrl,
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ),
  GENESIS_INVITE_CODE: z.preprocess(emptyToUndefined, inviteCodeSchema.optional()),
  GENESIS_ADDRESS: z.preprocess(emptyToUndefined, addressSchema.optional()),
  CORS_ORIGINS: optionalString,
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /** json (production, one object a line) or pretty (the development terminal: colours, one line a record). */
  LOG_FORMAT: z.preprocess(emptyToUndefined, z.enum(['json', 'pretty']).default('json')),
  WEB_DIST_DIR: optionalString,
  DEPLOYMENT_FILE: optionalString,
  PRODUCT_NAME: z.preprocess(emptyToUndefined, z.string().default('DPINE')),
  EXPLORER_URL: optionalUrl,
  /** Behind a reverse proxy: 'true', a hop count, or proxy addresses (comma list), so rate limits see client IPs. */
  TRUST_PROXY: optionalString,
  /** Per-IP limit on the sign-in routes (get-nonce, login), per minute. The bench raises it. */
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(30),
  /** Per-member limit on requests that move money (transfers, withdrawals), per minute. */
  MONEY_RATE_LIMIT_PER_MINUTE: positiveInt(20),
  /** Internal transfers of at least this many tokens need the wallet's step-up signature. */
  /** The smallest internal transfer, in tokens (the spec names none; dust transfers are spam). */
  MIN_TRANSFER_AMOUNT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .default('0.01'),
  ),
  TRANSFER_STEP_UP_THRESHOLD: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .default('100'),
  ),
  /** A shop payment of an order whose total (USDT) is at least this needs the member's wallet signature. */
  SHOP_STEP_UP_THRESHOLD: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .default('100'),
  ),
  /** Hot wallet that pays withdrawals; on the dev chain the deployer (dev account 0) by default. */
  PAYOUT_PRIVATE_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/)
      .optional(),
  ),
  PAYOUT_CONFIRMATIONS: positiveInt(1),
  PAYOUT_INTERVAL_MS: positiveInt(5000),
  PAYOUT_GAS_LIMIT: positiveInt(100000),
  /** Operator that whitelists members' wallets on VitaOrder; on the dev chain dev account 19 by default. */
  OPERATOR_PRIVATE_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/)
      .optional(),
  ),
  WHITELIST_INTERVAL_MS: positiveInt(5000),
  /** How often the club's order jobs run (member sync and attach, expiry, tx verification). */
  CLUB_ORDERS_INTERVAL_MS: positiveInt(5000),
  /** A submitted order transaction the node still does not know after this long is dropped (failed). */
  CLUB_ORDER_DROP_AFTER_MS: positiveInt(600000),
  /** Time zone of the business day (daily ranking, dividend settlement). */
  /** Blocks a log needs (its own included) before the indexer applies it; spec §9 says 1. */
  CONFIRMATIONS: positiveInt(1),
  /**
   * Blocks an order's block needs (its own included, counted to the indexer's checkpoint) before its
   * shopping card can be generated: a card is value the club pays out, so it waits until a reorg is
   * no longer expected. Default 12 on a real chain; 1 on the local dev chain, which mines only when a
   * transaction comes and never reorganises.
   */
  CARD_CONFIRMATIONS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  /**
   * Blocks a deposit's block needs (its own included, counted to the indexer's checkpoint) before it is
   * credited to the member's balance: pending until then. Default 12 on a real chain; 1 on the dev chain.
   */
  DEPOSIT_CONFIRMATIONS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  /** How often confirmed deposits are credited (and waiting ones matched to new members). */
  DEPOSIT_INTERVAL_MS: positiveInt(2000),
  INDEXER_POLL_MS: positiveInt(2000),
  /** How long a replica holds a job's lease without renewing it; another takes over after it. */
  JOB_LEASE_TTL_MS: positiveInt(30000),
  INDEXER_BATCH_BLOCKS: positiveInt(1000),
  SETTLEMENT_TIME_ZONE: z.preprocess(emptyToUndefined, z.string().default('Asia/Shanghai')),
  /** When the club's daily settlement runs, 'HH:MM' in SETTLEMENT_TIME_ZONE (it settles that business day). */
  SETTLEMENT_DAILY_AT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'SETTLEMENT_DAILY_AT must be HH:MM')
      .default('00:05'),
  ),
  /** Living demo data on an empty dev database (dev chain only): 'off' skips it. */
  DEMO_DATA: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  /** Keys the shopping cards' secrets (encryption and redemption hash); required outside the dev chain. */
  CARD_SECRET_KEY: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'CARD_SECRET_KEY must be at least 32 characters').optional(),
  ),
  /**
   * Keys the members' solvency salts (docs/adr/008-solvency-snapshots.md); default: derived from the
   * card key (HKDF), so rotating CARD_SECRET_KEY without it changes the salts of the days after.
   */
  SOLVENCY_SALT_KEY: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'SOLVENCY_SALT_KEY must be at least 32 characters').optional(),
  ),
  /**
   * The reserves of the proof of solvency: `label=address` entries, comma-separated (e.g.
   * `payoutWallet=0x…,feePool=0x…`), whose USDT and DPINE balances are read at each snapshot's block.
   * Default: the payout hot wallet and the deployment's pool vaults and deposit contract.
   */
  SOLVENCY_RESERVES: z.preprocess(emptyToUndefined, z.string().optional()).transform((value, context) => {
    if (value === undefined) return undefined
    try {
      return parseSolvencyReserves(value)
    } catch (error) {
      context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) })
      return z.NEVER
    }
  }),
  /** Where uploaded files are served from (a CDN or object store's public URL); default the app's /uploads. */
  UPLOADS_BASE_URL: z.preprocess(emptyToUndefined, z.string().default('/uploads')),
  /** The biggest image an upload may be, in bytes (before re-encoding). */
  UPLOAD_MAX_BYTES: positiveInt(DEFAULT_UPLOAD_MAX_BYTES),
  /** Unpaid marketplace orders are cancelled after this many minutes (stock and card value returned). */
  SHOP_PAYMENT_TIMEOUT_MINUTES: positiveInt(30),
  /** Delivery fees in USDT (spec §9: standard 3–5 working days, express 1–2). */
  SHOP_STANDARD_FEE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .default('0'),
  ),
  SHOP_EXPRESS_FEE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .default('10'),
  ),
  SHOP_JOBS_INTERVAL_MS: positiveInt(10000),
})

/** The server's configuration, as loadConfig derives it from the environment (envSchema). */
export type Config = ReturnType<typeof configFrom>

export type LoadConfigOptions = {
  /** Supplies JWT_SECRET when unset; by default generated once and kept in DATA_DIR/jwt-secret (0600). */
  readOrCreateJwtSecret?: (dataDir: string) => string
}

/** Parses and validates the environment once; throws with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: LoadConfigOptions = {}): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n')
    throw new Error(`Invalid configuration:\n${problems}`)
  }
  return configFrom(parsed.data, options)
}

function configFrom(e: z.infer<typeof envSchema>, options: LoadConfigOptions) {
  const devChain = e.RPC_URL === undefined
  if (!devChain) refuseDevDefaults(e)
  // Without RPC_URL the local Hardhat chain (31337) runs; with one, BSC mainnet unless told otherwise.
  const chainId = e.CHAIN_ID ?? (devChain ? 31337 : 56)
  const publicOrigin = new URL(e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).origin
  const corsOrigins = e.CORS_ORIGINS
    ? e.CORS_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin.length > 0)
    : [publicOrigin]
  const dataDir = resolve(e.DATA_DIR)
  const jwtSecret = e.JWT_SECRET ?? (options.readOrCreateJwtSecret ?? readOrCreateJwtSecret)(dataDir)
  if (e.CARD_SECRET_KEY === jwtSecret)
    throw new Error('Invalid configuration:\n  CARD_SECRET_KEY must not be the JWT secret')
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    /** The chain RPC the server and the web app use: RPC_URL, or the local dev chain. */
    rpcUrl: e.RPC_URL ?? `http://127.0.0.1:${e.DEV_CHAIN_PORT}`,
    backupRpcUrl: e.BACKUP_RPC_URL,
    /** What GET /app/config publishes for the web app's reads (never a keyed RPC_URL). */
    publicRpcUrl:
      e.PUBLIC_RPC_URL ?? (devChain ? `http://127.0.0.1:${e.DEV_CHAIN_PORT}` : BSC_MAINNET.rpcUrl),
    publicBackupRpcUrl: e.PUBLIC_BACKUP_RPC_URL,
    devChain,
    devChainPort: e.DEV_CHAIN_PORT,
    chainId,
    publicOrigin,
    jwtSecret,
    genesisInviteCode: e.GENESIS_INVITE_CODE?.toUpperCase(),
    genesisAddress: (e.GENESIS_ADDRESS ?? DEV_GENESIS_ADDRESS) as `0x${string}`,
    corsOrigins,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    // The web app is built beside the API in the repository (apps/web/dist).
    webDistDir: resolve(e.WEB_DIST_DIR ?? join(apiPackageRoot(), '../web/dist')),
    deploymentFile: resolve(e.DEPLOYMENT_FILE ?? deploymentFilePath(dataDir, chainId)),
    productName: e.PRODUCT_NAME,
    explorerUrl: e.EXPLORER_URL ?? (chainId === 56 ? 'https://bscscan.com' : ''),
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    moneyRateLimitPerMinute: e.MONEY_RATE_LIMIT_PER_MINUTE,
    /** Base units: unsigned internal transfers of a rolling 24 h (per currency) stay below this. */
    transferStepUpThreshold: parseAmount(e.TRANSFER_STEP_UP_THRESHOLD),
    shopStepUpThreshold: parseAmount(e.SHOP_STEP_UP_THRESHOLD),
    /** Base units: the smallest internal transfer. */
    minTransfer: parseAmount(e.MIN_TRANSFER_AMOUNT),
    payoutPrivateKey:
      (e.PAYOUT_PRIVATE_KEY as `0x${string}` | undefined) ?? (devChain ? devPrivateKey(0) : undefined),
    payoutConfirmations: e.PAYOUT_CONFIRMATIONS,
    payoutIntervalMs: e.PAYOUT_INTERVAL_MS,
    payoutGasLimit: BigInt(e.PAYOUT_GAS_LIMIT),
    /** Signs whitelistBatch; unset outside the dev chain = the whitelist job does not run. */
    operatorPrivateKey:
      (e.OPERATOR_PRIVATE_KEY as `0x${string}` | undefined) ??
      (devChain ? devPrivateKey(DEV_OPERATOR_ACCOUNT_INDEX) : undefined),
    whitelistIntervalMs: e.WHITELIST_INTERVAL_MS,
    clubOrdersIntervalMs: e.CLUB_ORDERS_INTERVAL_MS,
    clubOrderDropAfterMs: e.CLUB_ORDER_DROP_AFTER_MS,
    settlementTimeZone: e.SETTLEMENT_TIME_ZONE,
    /** SETTLEMENT_DAILY_AT: the club settlement job's daily time. */
    settlementDailyAt: e.SETTLEMENT_DAILY_AT,
    /** Seed the living demo on an empty database: DEMO_DATA on (default) and the local dev chain. */
    demoData: devChain && e.DEMO_DATA === 'on',
    confirmations: e.CONFIRMATIONS,
    cardConfirmations: e.CARD_CONFIRMATIONS ?? (devChain ? 1 : 12),
    depositConfirmations: e.DEPOSIT_CONFIRMATIONS ?? (devChain ? 1 : 12),
    depositIntervalMs: e.DEPOSIT_INTERVAL_MS,
    indexerPollMs: e.INDEXER_POLL_MS,
    jobLeaseTtlMs: e.JOB_LEASE_TTL_MS,
    indexerBatchBlocks: e.INDEXER_BATCH_BLOCKS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    /** Key material of the shopping cards' secrets: CARD_SECRET_KEY, or on the dev chain one derived from the JWT secret. */
    cardSecretKey: e.CARD_SECRET_KEY ?? devCardSecretKey(jwtSecret),
    /** Key of the members' solvency salts: SOLVENCY_SALT_KEY, or one derived from the card key. */
    solvencySaltKey:
      e.SOLVENCY_SALT_KEY ?? derivedSolvencySaltKey(e.CARD_SECRET_KEY ?? devCardSecretKey(jwtSecret)),
    /** SOLVENCY_RESERVES, or undefined: the default set, from the payout key and the deployment. */
    solvencyReserves: e.SOLVENCY_RESERVES,
    /** Uploaded files live in DATA_DIR/uploads (mount a volume there, or sync it to an object store). */
    uploadsDir: join(dataDir, 'uploads'),
    /** UPLOADS_BASE_URL without a trailing slash: an image's URL is `${uploadsBaseUrl}/${storageKey}`. */
    uploadsBaseUrl: e.UPLOADS_BASE_URL.replace(/\/+$/, ''),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    shopPaymentTimeoutMinutes: e.SHOP_PAYMENT_TIMEOUT_MINUTES,
    /** Delivery fees in USDT base units. */
    shopDeliveryFees: {
      standard: parseAmount(e.SHOP_STANDARD_FEE),
      express: parseAmount(e.SHOP_EXPRESS_FEE),
    },
    shopJobsIntervalMs: e.SHOP_JOBS_INTERVAL_MS,
  }
}

/** One reserve address of the proof of solvency, as SOLVENCY_RESERVES names it. */
export type SolvencyReserveAddress = { label: string; address: Address }

/** What the proof of solvency's reserves are read from (built from the config by the solvency module and the ops CLI). */
export type SolvencyReserveSettings = {
  /** SOLVENCY_RESERVES, or undefined for the default set. */
  configured: readonly SolvencyReserveAddress[] | undefined
  /** PAYOUT_PRIVATE_KEY's address (the payout hot wallet), when set. */
  payoutWallet: Address | undefined
  /** CONFIRMATIONS: the reserves are read at the newest block with them. */
  confirmations: number
}

/** The reserve settings of a configuration. */
export function solvencyReserveSettings(config: Config): SolvencyReserveSettings {
  return {
    configured: config.solvencyReserves,
    payoutWallet: config.payoutPrivateKey ? privateKeyToAddress(config.payoutPrivateKey) : undefined,
    confirmations: config.confirmations,
  }
}

/** `label=address,label=address`: labels are words (letters, digits, `_`, `.`, `-`), each address once. */
export function parseSolvencyReserves(value: string): SolvencyReserveAddress[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  const seen = new Set<string>()
  return entries.map((entry) => {
    const [label = '', address = '', ...rest] = entry.split('=').map((part) => part.trim())
    if (rest.length > 0 || !/^[A-Za-z][\w.-]*$/.test(label))
      throw new Error(`"${entry}" is not label=address (a label is a word: letters, digits, _ . -)`)
    const parsed = addressSchema.safeParse(address)
    if (!parsed.success) throw new Error(`"${address}" (${label}) is not an address`)
    const key = parsed.data.toLowerCase()
    if (seen.has(key)) throw new Error(`${parsed.data} is listed twice`)
    seen.add(key)
    return { label, address: parsed.data }
  })
}

/** The dev chain's card key: HKDF of the JWT secret under its own label, so neither reveals the other. */
function derivedSolvencySaltKey(cardSecretKey: string): string {
  return Buffer.from(hkdfSync('sha256', cardSecretKey, '', 'vita club solvency salt key', 32)).toString(
    'base64url',
  )
}

function devCardSecretKey(jwtSecret: string): string {
  return Buffer.from(hkdfSync('sha256', jwtSecret, '', 'vita club card secret key', 32)).toString('base64url')
}

/**
 * Outside the local dev chain, nothing may fall back to a public dev value: the genesis member must be
 * named, and no address or key of Hardhat's public mnemonic is accepted anywhere (anyone could sign as
 * it). TRUST_PROXY=true would let any client choose its rate-limit key (X-Forwarded-For), so only a hop
 * count or proxy addresses are accepted.
 */
function refuseDevDefaults(e: z.infer<typeof envSchema>): void {
  const problems: string[] = []
  const devAddresses = new Set(devAccounts().map((account) => account.address.toLowerCase()))
  if (!e.GENESIS_ADDRESS) problems.push('GENESIS_ADDRESS is required outside the local dev chain')
  else if (devAddresses.has(e.GENESIS_ADDRESS.toLowerCase()))
    problems.push('GENESIS_ADDRESS is an address of the public dev mnemonic')
  for (const name of ['PAYOUT_PRIVATE_KEY', 'OPERATOR_PRIVATE_KEY'] as const) {
    const key = e[name]
    if (key && devAddresses.has(privateKeyToAddress(key as `0x${string}`).toLowerCase()))
      problems.push(`${name} is a key of the public dev mnemonic`)
  }
  if (!e.PUBLIC_RPC_URL && (e.CHAIN_ID ?? 56) !== 56)
    problems.push(
      'PUBLIC_RPC_URL is required on a chain other than BSC mainnet (the web app reads through it)',
    )
  if (!e.CARD_SECRET_KEY) problems.push('CARD_SECRET_KEY is required outside the local dev chain')
  if (e.TRUST_PROXY === 'true')
    problems.push(
      'TRUST_PROXY=true trusts any client-chosen X-Forwarded-For: give a hop count or proxy addresses',
    )
  if (problems.length > 0)
    throw new Error(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`)
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) return Number(value)
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
}

/** Keeps one random secret per data directory so tokens survive restarts without configuration. */
export function readOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret')
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim()
    if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`)
    return secret
  }
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' })
  chmodSync(file, 0o600)
  return secret
}
