import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generatePrivateKey } from 'viem/accounts'
import { devAccount, devPrivateKey } from '@vita/contracts/devAccounts'
import { loadConfig } from './config'

const secret = 'x'.repeat(32)
/** A genesis address that is not one of the public dev accounts. */
const ROOT = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4'
const cardKey = 'c'.repeat(32)
const mainnet = {
  JWT_SECRET: secret,
  RPC_URL: 'https://bsc.example',
  GENESIS_ADDRESS: ROOT,
  CARD_SECRET_KEY: cardKey,
}

describe('loadConfig', () => {
  it('defaults to the local dev chain and derived origins', () => {
    const config = loadConfig({ JWT_SECRET: secret, DATA_DIR: '/srv/vita' })
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/vita',
      databaseUrl: undefined,
      devChain: true,
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:8545',
      publicOrigin: 'http://localhost:3000',
      corsOrigins: ['http://localhost:3000'],
      productName: 'DPINE',
      genesisAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      deploymentFile: '/srv/vita/deployments/31337.json',
      authRateLimitPerMinute: 30,
    })
  })

  it('reads BSC mainnet settings', () => {
    const config = loadConfig({
      JWT_SECRET: secret,
      PORT: '8080',
      RPC_URL: 'https://bsc-dataseed.bnbchain.org',
      BACKUP_RPC_URL: 'https://bsc.publicnode.com',
      PUBLIC_ORIGIN: 'https://club.example.com/',
      CORS_ORIGINS: 'https://club.example.com, https://admin.example.com',
      GENESIS_INVITE_CODE: 'vita2024',
      GENESIS_ADDRESS: ROOT,
      DATABASE_URL: 'postgres://u@db/vita',
      CARD_SECRET_KEY: cardKey,
    })
    expect(config).toMatchObject({
      port: 8080,
      devChain: false,
      chainId: 56,
      publicOrigin: 'https://club.example.com',
      corsOrigins: ['https://club.example.com', 'https://admin.example.com'],
      genesisInviteCode: 'VITA2024',
      explorerUrl: 'https://bscscan.com',
      databaseUrl: 'postgres://u@db/vita',
    })
    const testnet = { RPC_URL: 'http://node:8545', CHAIN_ID: '97', PUBLIC_RPC_URL: 'https://rpc.test' }
    expect(loadConfig({ ...mainnet, ...testnet }).chainId).toBe(97)
    expect(loadConfig({ JWT_SECRET: secret }).trustProxy).toBe(false)
    expect(loadConfig({ JWT_SECRET: secret, TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ ...mainnet, TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ])
  })

  it('refuses, outside the dev chain, a missing genesis address and any dev-mnemonic address or key', () => {
    expect(() => loadConfig({ JWT_SECRET: secret, RPC_URL: 'https://bsc.example' })).toThrow(
      /GENESIS_ADDRESS is required/,
    )
    expect(() => loadConfig({ ...mainnet, GENESIS_ADDRESS: devAccount(0).address })).toThrow(
      /GENESIS_ADDRESS is an address of the public dev mnemonic/,
    )
    expect(() => loadConfig({ ...mainnet, GENESIS_ADDRESS: devAccount(7).address.toLowerCase() })).toThrow(
      /public dev mnemonic/,
    )
    expect(() => loadConfig({ ...mainnet, PAYOUT_PRIVATE_KEY: devPrivateKey(3) })).toThrow(
      /PAYOUT_PRIVATE_KEY is a key of the public dev mnemonic/,
    )
    // Without a payout key withdrawals wait for one, as before; a private key of one's own is accepted.
    expect(loadConfig(mainnet).payoutPrivateKey).toBeUndefined()
    const own = generatePrivateKey()
    expect(loadConfig({ ...mainnet, PAYOUT_PRIVATE_KEY: own }).payoutPrivateKey).toBe(own)
    // On the dev chain the dev accounts are the point.
    expect(loadConfig({ JWT_SECRET: secret }).genesisAddress).toBe(devAccount(0).address)
  })

  it('refuses TRUST_PROXY=true outside the dev chain (clients would choose their rate-limit key)', () => {
    expect(() => loadConfig({ ...mainnet, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true/)
    expect(loadConfig({ ...mainnet, TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ JWT_SECRET: secret, TRUST_PROXY: 'true' }).trustProxy).toBe(true)
  })

  it('publishes a public RPC URL to the web app, never RPC_URL (it may carry a provider key)', () => {
    const keyed = { ...mainnet, RPC_URL: 'https://bsc.provider.example/v1/SECRETKEY' }
    expect(loadConfig(keyed).publicRpcUrl).toBe('https://bsc-dataseed.bnbchain.org')
    expect(loadConfig({ ...keyed, PUBLIC_RPC_URL: 'https://rpc.example' }).publicRpcUrl).toBe(
      'https://rpc.example',
    )
    expect(() =>
      loadConfig({ ...mainnet, CHAIN_ID: '97', RPC_URL: 'https://testnet.provider.example/KEY' }),
    ).toThrow(/PUBLIC_RPC_URL is required/)
    expect(loadConfig({ JWT_SECRET: secret, DEV_CHAIN_PORT: '8600' }).publicRpcUrl).toBe(
      'http://127.0.0.1:8600',
    )
  })

  it('reads the solvency reserves as label=address entries, refusing a bad label, address or a repeat', () => {
    expect(loadConfig({ JWT_SECRET: secret }).solvencyReserves).toBeUndefined()
    const feePool = devAccount(3).address
    expect(
      loadConfig({
        JWT_SECRET: secret,
        SOLVENCY_RESERVES: ` payoutWallet=${ROOT.toLowerCase()}, feePool=${feePool} ,`,
      }).solvencyReserves,
    ).toEqual([
      { label: 'payoutWallet', address: ROOT },
      { label: 'feePool', address: feePool },
    ])
    for (const bad of [`pay out=${ROOT}`, 'feePool=0x123', `a=${ROOT},b=${ROOT.toLowerCase()}`, `${ROOT}`])
      expect(() => loadConfig({ JWT_SECRET: secret, SOLVENCY_RESERVES: bad })).toThrow(/SOLVENCY_RESERVES/)
  })

  it('fails loudly, listing every bad variable', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short', PORT: 'eighty', RPC_URL: 'not a url' })).toThrow(
      /JWT_SECRET[\s\S]*PORT|PORT[\s\S]*JWT_SECRET/,
    )
    expect(() => loadConfig({ JWT_SECRET: secret, GENESIS_ADDRESS: '0x123' })).toThrow(/GENESIS_ADDRESS/)
  })

  it('generates the JWT secret once and keeps it private in DATA_DIR', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vita-config-'))
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first)
    const file = join(dataDir, 'jwt-secret')
    expect(readFileSync(file, 'utf8').trim()).toBe(first)
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })
})
