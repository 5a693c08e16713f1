import type { TextsOf } from '../../../lib/i18n'
import type { solvencyZh } from './zh'

export const solvencyEn: TextsOf<typeof solvencyZh> = {
  solvency: {
    title: 'Proof of solvency',
    entry: {
      title: 'Proof of solvency',
      hint: 'Reserves and members’ balances, published on chain daily: check that yours is counted',
    },
    loadFailed: 'Failed to load the solvency data',
    empty: 'No snapshot yet: the first is taken after the first settled day',
    day: {
      title: 'Latest snapshot',
      day: 'Day',
      memberCount: 'Members',
      members_one: '{{count}} member',
      members_other: '{{count}} members',
      takenAt: 'Taken at',
      root: 'Merkle root',
    },
    coverage: {
      title: 'Reserves and liabilities',
      liabilities: 'Owed to members',
      reserves: 'Reserves',
      ratio: 'Reserve ratio',
      percent: '{{percent}}%',
      noLiabilities: 'Nothing owed',
      reservesPending: 'Not read',
      hint: 'Reserve ratio = reserves ÷ owed to members, rounded down to 0.01%',
    },
    holdings: {
      title: 'Reserve addresses',
      block: 'Read at block {{block}}',
      empty: 'No reserve address configured',
      pending: 'The reserves were not read for this day',
      label: {
        payoutWallet: 'Payout hot wallet',
        staticDividendPool: 'Static dividend pool vault',
        centralBankPool: 'Central bank pool vault',
        feePool: 'Fee pool vault',
        deposit: 'Deposit contract',
      },
    },
    publication: {
      title: 'On chain',
      registry: 'Registry contract',
      tx: 'Transaction',
      viewTx: 'View transaction',
      viewAddress: 'View in the block explorer',
      status: {
        none: 'Not published yet',
        sent: 'Sent, waiting for confirmation',
        published: 'Published',
      },
      block: 'Block {{block}}',
    },
    verify: {
      title: 'Verify my balance',
      intro:
        'Reads the root of {{day}} from the chain and recomputes your entry on this device, to confirm your balance is counted in the published totals.',
      action: 'Verify my balance',
      again: 'Verify again',
      checking: 'Verifying…',
      signIn: 'Sign in to verify your balance and download your proof',
      signInAction: 'Sign in',
      download: 'Download proof',
      downloading: 'Downloading…',
      chainRoot: 'Root on chain',
      proofRoot: 'Root of the proof',
    },
    verdict: {
      included: {
        title: 'Included',
        body: 'Your balances of {{day}} are counted in the totals published on chain:',
      },
      notIncluded: {
        title: 'Not included',
        pathBroken:
          'This proof does not lead to its own root: its data was altered. Contact support and keep the proof file.',
        notMine:
          'This entry is not yours: it does not match your salt and UUID. Contact support and keep the proof file.',
      },
      rootMismatch: {
        title: 'Root mismatch',
        body: 'The proof leads to a different root than the one published on chain. Contact support and keep the proof file.',
      },
      unpublished: {
        title: 'Not on chain yet',
        body: 'The root of {{day}} is not published on chain yet (the proof itself is consistent). Verify again once it is.',
      },
    },
    problem: {
      noProof: 'There is no proof of {{day}} for you: you may have joined after that day’s snapshot.',
      network: 'Network error, please retry',
      chainUnreachable: 'Could not read the chain, please retry',
      notConfigured: 'No solvency registry is deployed on this chain',
      signedOut: 'Your session has ended, please sign in again',
      failed: 'Verification failed, please retry',
    },
    explain: {
      title: 'What does this prove?',
      proves:
        'After each settled day, every member’s balances go into a Merkle sum tree whose root and totals per currency are published on chain. A passed check shows that your balances of that day are counted in those totals as they are, and that no other balance can cancel them out.',
      notProves:
        'It does not prove that there are no hidden liabilities (debts other than members’ balances), nor that members who never check are counted; the reserve ratio compares only the listed addresses’ reserves with what members are owed.',
      privacy: 'The proof file holds your salt, which lets anyone recognise your entry: do not publish it.',
      byHand:
        'You can also check the downloaded proof without this app, with any keccak256 tool or a few lines of viem.',
    },
    history: {
      title: 'Earlier snapshots',
      empty: 'No earlier snapshots',
      loadFailed: 'Failed to load earlier snapshots',
      noMore: 'No more',
    },
  },
}
