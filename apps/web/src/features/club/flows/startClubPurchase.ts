/**
 * runClubPurchase with the real steps: the API calls, the wallet, the USDT approval and the order
 * contract. Loaded by the buy screen when the member pays (a chunk of its own with the chain code).
 */
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { approveToken, readAllowance } from '../../../platform/chain/approveToken'
import { ensureGasBalance } from '../../../platform/chain/ensureGasBalance'
import { readBalance } from '../../../platform/chain/readBalance'
import { waitForTrade } from '../../../platform/chain/waitForTrade'
import { createOrder } from '../api/createOrder'
import { getOrder } from '../api/getOrder'
import { placeOrder } from '../api/placeOrder'
import { submitOrderTx } from '../api/submitOrderTx'
import type { ClubContracts } from '../hooks/useClubWallet'
import { recallOrderTx, rememberOrderTx } from '../orderTxMemory'
import {
  runClubPurchase,
  type ClubPurchaseDependencies,
  type ClubPurchaseOutcome,
  type ClubPurchaseParameters,
} from './runClubPurchase'

export type StartClubPurchaseParameters = ClubPurchaseParameters & {
  config: Config
  contracts: ClubContracts
  hooks: Pick<ClubPurchaseDependencies, 'connect' | 'onStep' | 'onOrder' | 'onApproved'>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function startClubPurchase({
  config,
  contracts,
  hooks,
  ...parameters
}: StartClubPurchaseParameters): Promise<ClubPurchaseOutcome> {
  const { usdt, order } = contracts
  return runClubPurchase(parameters, {
    ...hooks,
    readUsdtBalance: (account) => readBalance(config, { account, token: usdt }),
    readAllowance: (account) => readAllowance(config, { token: usdt, owner: account, spender: order }),
    ensureGas: (account, units) => ensureGasBalance(config, account, units),
    createOrder,
    approve: (account: Address, amount: bigint) =>
      approveToken(config, { token: usdt, owner: account, spender: order, amount, symbol: 'USDT' }),
    placeOrder: (account, amount, referrer) => placeOrder(config, { account, order, amount, referrer }),
    waitForReceipt: (hash) => waitForTrade(config, hash),
    rememberHash: rememberOrderTx,
    recallHash: recallOrderTx,
    submitTx: (orderId, txHash) => submitOrderTx({ orderId, txHash }),
    getOrder: (id) => getOrder(id),
    sleep,
  })
}
