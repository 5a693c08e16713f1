/**
 * runDeposit with the real steps: the wallet, the token approval and VitaDeposit. Loaded when the
 * member deposits (a chunk of its own with the chain code).
 */
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { approveToken, readAllowance } from '../../../platform/chain/approveToken'
import { ensureGasBalance } from '../../../platform/chain/ensureGasBalance'
import { readBalance } from '../../../platform/chain/readBalance'
import { waitForTrade } from '../../../platform/chain/waitForTrade'
import { readMinimumDeposit, sendDeposit } from '../api/depositContract'
import { runDeposit, type DepositDependencies, type DepositParameters } from './runDeposit'

export type StartDepositParameters = DepositParameters & {
  config: Config
  /** VitaDeposit and the token deposited. */
  contracts: { deposit: Address; token: Address }
  symbol: 'USDT' | 'DPINE'
  hooks: Pick<DepositDependencies, 'connect' | 'onStep' | 'onApproved' | 'onSent'>
}

export function startDeposit({ config, contracts, symbol, hooks, ...parameters }: StartDepositParameters) {
  const { deposit, token } = contracts
  return runDeposit(parameters, {
    ...hooks,
    readTokenBalance: (account) => readBalance(config, { account, token }),
    readAllowance: (account) => readAllowance(config, { token, owner: account, spender: deposit }),
    readMinimum: () => readMinimumDeposit(config, contracts),
    ensureGas: (account, units) => ensureGasBalance(config, account, units),
    approve: (account, amount) =>
      approveToken(config, { token, owner: account, spender: deposit, amount, symbol }),
    deposit: (account, amount) => sendDeposit(config, { ...contracts, account, amount }),
    waitForReceipt: (hash) => waitForTrade(config, hash),
  })
}
