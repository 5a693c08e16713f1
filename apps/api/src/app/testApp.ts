import type { FastifyInstance } from 'fastify'
import type { LightMyRequestResponse } from 'fastify'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { Deployment } from '@vita/contracts/deployment'
import type { Envelope, GetNonceResponse, LoginResponse } from '@vita/shared'
import { loadConfig, type Config } from '../config'
import { ensureGenesisMember, type Member } from '../modules/members'
import {
  createChainServices,
  createDeploymentSource,
  fixedDeploymentSource,
  type ChainServices,
  type ContractReader,
} from '../platform/chain'
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from '../platform/db/testing'
import type { AppModule } from '../platform/module'
import type { AppServices } from '../platform/services'
import { buildApp } from './buildApp'

/** Test support: an app on a fresh database with a movable clock and the genesis member in place. */
export type TestApp = {
  app: FastifyInstance
  services: AppServices
  database: TestDatabase
  config: Config
  genesis: Member
  clock: { now: Date; advance(ms: number): void }
  close(): Promise<void>
}

export const TEST_ORIGIN = 'https://vita.test'
export const TEST_CHAIN_ID = 56
export const TEST_GENESIS_INVITE = 'GENESIS2024'
/** A deployment for tests that need contract addresses but no chain (e.g. the step-up domain). */
export const TEST_DEPLOYMENT: Deployment = {
  chainId: TEST_CHAIN_ID,
  startBlock: '1',
  deployer: '0x1111111111111111111111111111111111111111',
  contracts: {
    usdt: '0x2222222222222222222222222222222222222222',
    dpine: '0x3333333333333333333333333333333333333333',
    pool: '0x4444444444444444444444444444444444444444',
    order: '0x5555555555555555555555555555555555555555',
    staticDividendPool: '0x6666666666666666666666666666666666666666',
    centralBankPool: '0x7777777777777777777777777777777777777777',
    feePool: '0x8888888888888888888888888888888888888888',
    deposit: '0x9999999999999999999999999999999999999999',
  },
}
/** Not a dev-mnemonic address: the tests run with RPC_URL set, where those are refused. */
export const TEST_GENESIS_ADDRESS = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4'

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret-42',
    CARD_SECRET_KEY: 'test-card-key-test-card-key-test-card-key',
    PUBLIC_ORIGIN: TEST_ORIGIN,
    RPC_URL: 'https://rpc.vita.test',
    CHAIN_ID: String(TEST_CHAIN_ID),
    GENESIS_INVITE_CODE: TEST_GENESIS_INVITE,
    GENESIS_ADDRESS: TEST_GENESIS_ADDRESS,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DATA_DIR: '/tmp/vita-api-test',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    MONEY_RATE_LIMIT_PER_MINUTE: '100000',
    // Orders seeded by tests have no block: their cards need no depth (cardReorg.test.ts tests the rule).
    CARD_CONFIRMATIONS: '1',
    ...env,
  })
}

export async function createTestApp(
  kind: TestDatabaseKind,
  options: {
    env?: Record<string, string>
    database?: TestDatabase
    /** Default: every module. */
    modules?: readonly AppModule[]
    /** Where the contracts are; default: DEPLOYMENT_FILE (usually absent in tests). */
    deployment?: Deployment
    /**
     * The chain, default none: parts given replace those of chain services on the test RPC URL (a probe
     * for health and EIP-1271, reads of a fake or a dev chain's reader).
     */
    chain?: Partial<Omit<ChainServices, 'reader'>> & { reader?: Partial<ContractReader> }
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.env)
  const database = options.database ?? (await createTestDatabase(kind))
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms)
    },
  }
  const genesis = await ensureGenesisMember(database.db, {
    address: config.genesisAddress,
    inviteCode: config.genesisInviteCode,
  })
  const deployment = options.deployment
    ? fixedDeploymentSource(options.deployment)
    : createDeploymentSource(config.deploymentFile)
  const base = options.chain
    ? createChainServices({ chainId: config.chainId, rpcUrl: config.rpcUrl, deployment })
    : undefined
  const chain =
    base && options.chain
      ? { ...base, ...options.chain, reader: { ...base.reader, ...options.chain.reader } }
      : undefined
  const services: AppServices = { config, database, deployment, chain, now: () => clock.now }
  const app = await buildApp({
    services,
    logger: false,
    ...(options.modules ? { modules: options.modules } : {}),
  })
  return {
    app,
    services,
    database,
    config,
    genesis,
    clock,
    async close() {
      await app.close()
      if (!options.database) await database.dispose()
    },
  }
}

export const body = <T>(response: LightMyRequestResponse) => response.json<Envelope<T>>()

export async function getNonce(app: FastifyInstance, address: string): Promise<GetNonceResponse> {
  const response = await app.inject({ method: 'POST', url: '/app/auth/get-nonce', payload: { address } })
  if (response.statusCode !== 200) throw new Error(`get-nonce failed: ${response.body}`)
  return body<GetNonceResponse>(response).data
}

/** get-nonce + sign with the account; returns the login payload (not yet sent). */
export async function signedLogin(app: FastifyInstance, account: PrivateKeyAccount, inviteCode?: string) {
  const { nonce, timestamp, message } = await getNonce(app, account.address)
  const signature = await account.signMessage({ message })
  return {
    address: account.address,
    signature,
    nonce,
    timestamp,
    message,
    ...(inviteCode ? { inviteCode } : {}),
  }
}

export async function signIn(
  app: FastifyInstance,
  account: PrivateKeyAccount,
  inviteCode?: string,
): Promise<LoginResponse> {
  const payload = await signedLogin(app, account, inviteCode)
  const response = await app.inject({ method: 'POST', url: '/app/auth/login', payload })
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`)
  return body<LoginResponse>(response).data
}
