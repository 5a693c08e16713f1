import { createRequire } from 'node:module'
import hardhatNetworkHelpers from '@nomicfoundation/hardhat-network-helpers'
import hardhatNodeTestRunner from '@nomicfoundation/hardhat-node-test-runner'
import hardhatViem from '@nomicfoundation/hardhat-viem'
import hardhatViemAssertions from '@nomicfoundation/hardhat-viem-assertions'
import { defineConfig } from 'hardhat/config'

// Offline compiler: Hardhat would download solc (HHE905), so use the wasm build from the npm
// `solc` package and label it with that package's own version (see design/toolchain.md).
const require = createRequire(import.meta.url)
const path = require.resolve('solc/soljson.js')
const version: string = (require('solc/package.json') as { version: string }).version

// Cancun is the newest fork BSC runs (Tycho/Haber), so the bytecode is deployable there.
const evmVersion = 'cancun'

export default defineConfig({
  plugins: [hardhatViem, hardhatViemAssertions, hardhatNodeTestRunner, hardhatNetworkHelpers],
  solidity: {
    profiles: {
      default: { version, path, settings: { evmVersion } },
      production: {
        version,
        path,
        settings: { evmVersion, optimizer: { enabled: true, runs: 200 } },
      },
    },
  },
  paths: { tests: { nodejs: 'test' } },
  networks: {
    devchain: {
      type: 'edr-simulated',
      chainType: 'l1',
      chainId: Number(process.env.VITA_DEV_CHAIN_ID ?? 31337),
      // Set by startDevChain when a journaled chain is replayed (src/devChainJournal.ts).
      ...(process.env.VITA_DEV_CHAIN_INITIAL_DATE
        ? { initialDate: process.env.VITA_DEV_CHAIN_INITIAL_DATE }
        : {}),
    },
  },
})
