import { describe, expect, it } from 'vitest'
import { componentsEn } from '../components/locales/en'
import { componentsZh } from '../components/locales/zh'
import { addressesEn } from '../features/addresses/locales/en'
import { addressesZh } from '../features/addresses/locales/zh'
import { assetsEn } from '../features/assets/locales/en'
import { assetsZh } from '../features/assets/locales/zh'
import { clubEn } from '../features/club/locales/en'
import { clubMoneyEn } from '../features/club/locales/money.en'
import { clubMoneyZh } from '../features/club/locales/money.zh'
import { clubZh } from '../features/club/locales/zh'
import { manualEn } from '../features/manual/locales/en'
import { manualZh } from '../features/manual/locales/zh'
import { marketEn } from '../features/market/locales/en'
import { marketZh } from '../features/market/locales/zh'
import { memberEn } from '../features/member/locales/en'
import { memberZh } from '../features/member/locales/zh'
import { newsEn } from '../features/news/locales/en'
import { newsZh } from '../features/news/locales/zh'
import { nodesEn } from '../features/nodes/locales/en'
import { nodesZh } from '../features/nodes/locales/zh'
import { rankingEn } from '../features/ranking/locales/en'
import { rankingZh } from '../features/ranking/locales/zh'
import { settingsEn } from '../features/settings/locales/en'
import { shopEn } from '../features/shop/locales/en'
import { shopZh } from '../features/shop/locales/zh'
import { settingsZh } from '../features/settings/locales/zh'
import { signInEn } from '../features/sign-in/locales/en'
import { signInZh } from '../features/sign-in/locales/zh'
import { solvencyEn } from '../features/solvency/locales/en'
import { solvencyZh } from '../features/solvency/locales/zh'
import { swapEn } from '../features/swap/locales/en'
import { swapZh } from '../features/swap/locales/zh'
import { uploadsEn } from '../features/uploads/locales/en'
import { uploadsZh } from '../features/uploads/locales/zh'
import { depositsEn } from '../features/deposits/locales/en'
import { depositsZh } from '../features/deposits/locales/zh'
import { withdrawalsEn } from '../features/withdrawals/locales/en'
import { withdrawalsZh } from '../features/withdrawals/locales/zh'
import { amountEn, amountZh } from '../lib/amountTexts'
import { shellEn } from '../lib/locales/en'
import { shellZh } from '../lib/locales/zh'
import { pwaEn } from '../platform/pwa/locales/en'
import { pwaZh } from '../platform/pwa/locales/zh'
import { sessionEn } from '../platform/session/locales/en'
import { sessionZh } from '../platform/session/locales/zh'
import { walletEn } from '../platform/wallet/locales/en'
import { walletZh } from '../platform/wallet/locales/zh'
import { tabBarEn } from './locales/en'
import { tabBarZh } from './locales/zh'

const bundles: Record<string, [object, object]> = {
  shell: [shellZh, shellEn],
  amount: [amountZh, amountEn],
  tabBar: [tabBarZh, tabBarEn],
  components: [componentsZh, componentsEn],
  session: [sessionZh, sessionEn],
  wallet: [walletZh, walletEn],
  signIn: [signInZh, signInEn],
  swap: [swapZh, swapEn],
  market: [marketZh, marketEn],
  assets: [assetsZh, assetsEn],
  withdrawals: [withdrawalsZh, withdrawalsEn],
  deposits: [depositsZh, depositsEn],
  solvency: [solvencyZh, solvencyEn],
  news: [newsZh, newsEn],
  ranking: [rankingZh, rankingEn],
  member: [memberZh, memberEn],
  settings: [settingsZh, settingsEn],
  manual: [manualZh, manualEn],
  club: [clubZh, clubEn],
  clubMoney: [clubMoneyZh, clubMoneyEn],
  nodes: [nodesZh, nodesEn],
  addresses: [addressesZh, addressesEn],
  shop: [shopZh, shopEn],
  uploads: [uploadsZh, uploadsEn],
  pwa: [pwaZh, pwaEn],
}

const keys = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
  )
const texts = (value: object): string[] =>
  Object.values(value).flatMap((v) => (typeof v === 'string' ? [v] : texts(v as object)))

describe('text bundles', () => {
  it('have the same keys in both languages, none empty', () => {
    for (const [name, [zh, en]] of Object.entries(bundles)) {
      expect([name, keys(en)]).toEqual([name, keys(zh)])
      for (const text of [...texts(zh), ...texts(en)]) expect(text.trim()).not.toBe('')
    }
  })

  it('never define the same key twice, so registering one bundle cannot overwrite another', () => {
    const all = Object.values(bundles).flatMap(([zh]) => keys(zh))
    expect(all.filter((key, index) => all.indexOf(key) !== index)).toEqual([])
  })

  it('keep the spec wallet and session texts verbatim in zh', () => {
    expect(walletZh.wallet).toMatchObject({
      noWallet: '请安装MetaMask钱包',
      notAuthorized: '请授权连接钱包',
      addressChanged: '钱包地址已变更，请重新登录',
      notConnected: '请先连接钱包',
      requestPending: '钱包连接请求正在处理中，请稍后再试',
      userRejected: '用户拒绝连接钱包',
      userCancelledTx: '用户取消了交易',
      addChainFailed: '添加网络失败',
      switchChainFailed: '切换网络失败',
    })
    expect(sessionZh.session.expired).toBe('登录已过期，请重新登录')
  })
})
