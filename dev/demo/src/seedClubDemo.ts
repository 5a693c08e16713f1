import type { FastifyInstance } from 'fastify'
import { DEFAULT_CLUB_RULES, type ClubOrderView } from '@vita/shared'
import { zeroAddress, type Address } from 'viem'
import { devAccount } from '@vita/contracts/devAccounts'
import type { Db } from '@vita/api'
import { businessDay, businessDayBounds } from '@vita/api/jobs'
import type { DemoChain } from './demoChain'
import { DEMO_TREE, demoAccount, signUpDemoMember, type DemoMember } from './demoMembers'
import type { DemoJobs } from './demoJobs'
import type { DemoMarket } from './seedMarketDemo'
import { seedNodeDemo } from './seedNodeDemo'

/** Days of history before today: the demo chain starts one day earlier still (its deployment). */
export const DEMO_HISTORY_DAYS = 7
export const DEMO_CHAIN_DAYS = DEMO_HISTORY_DAYS + 1

export type SeedClubDemoParameters = {
  app: FastifyInstance
  db: Db
  chain: DemoChain
  jobs: DemoJobs
  genesisInviteCode: string
  now: Date
  timeZone: string
  log: (line: string) => void
  /**
   * The market trading on the same chain as the days go by: started once the members are funded, and
   * run up to each moment before the club's clock moves there (the chain's clock only moves forward).
   */
  market?: Pick<DemoMarket, 'start' | 'runUntil'>
}

/** Orders per member: the four leaders 4, their directs 3, the rest 2 (the genesis wallet buys 2 directly). */
const ordersOf = (index: number) => (index < 4 ? 4 : index < 16 ? 3 : 2)
/** The day (0 = the oldest history day … DEMO_HISTORY_DAYS = today) of a member's j-th order. */
const dayOf = (index: number, j: number) =>
  index % 10 === 9 && j === ordersOf(index) - 1 ? DEMO_HISTORY_DAYS : (index + 2 * j) % DEMO_HISTORY_DAYS

/**
 * A living club through the real paths (issue 10 "Demo data"): 40 members sign up through the
 * sign-in routes in a referral tree three levels deep, get BNB and USDT on the dev chain, are
 * whitelisted by the whitelist job, and buy ~100 orders over the past week — each member's first
 * order through the app (recorded, sent from their wallet, hash submitted), the rest straight on the
 * contract — which the indexer applies. Each past day is settled by the settlement job at its start,
 * as the runner would, so every club screen has a week of statements; a third of the members claim.
 */
export async function seedClubDemo(p: SeedClubDemoParameters): Promise<void> {
  const { app, chain, jobs } = p
  const price = DEFAULT_CLUB_RULES.orderPrice
  const members: DemoMember[] = []
  for (const [index, referrerIndex] of DEMO_TREE.entries()) {
    const referrer = referrerIndex < 0 ? undefined : members[referrerIndex]
    const account = demoAccount(index)
    const login = await signUpDemoMember(
      app,
      account,
      referrer?.inviteCode ?? p.genesisInviteCode,
      `127.0.1.${index + 1}`,
    )
    members.push({
      account,
      auth: { authorization: `Bearer ${login.token}` },
      inviteCode: login.userInfo.inviteCode,
      referrerAddress: referrer?.account.address ?? devAccount(0).address,
    })
    await chain.fund(account.address, price * BigInt(ordersOf(index)))
    await chain.approveOrders(account, price * BigInt(ordersOf(index)))
  }
  // The genesis member (dev account 0) buys two orders straight on the contract: no referrer.
  await chain.approveOrders(devAccount(0), price * 2n)
  await p.market?.start(members)
  p.log(`[demo] ${members.length} members signed up and funded`)
  await jobs.runUntil('club.whitelistWallets', async () => (await activation(app, members)).every(Boolean))

  const days = Array.from({ length: DEMO_HISTORY_DAYS + 1 }, (_, k) =>
    businessDay(new Date(p.now.getTime() - (DEMO_HISTORY_DAYS - k) * 86_400_000), p.timeZone),
  )
  for (const [k, day] of days.entries()) {
    const opening = businessDayBounds(day, p.timeZone).from
    // Orders are placed at 09:00 of their day; today's, now. The market trades up to then.
    const moment = k === DEMO_HISTORY_DAYS ? p.now : new Date(opening.getTime() + 9 * 3_600_000)
    await p.market?.runUntil(moment)
    await chain.moveClockTo(moment)
    // Today: the leaders qualified by now open nodes before today's settlement, which rewards them.
    if (k === DEMO_HISTORY_DAYS) await seedNodeDemo(app, p.db, members.slice(0, 4))
    await jobs.settle(day)
    if (k < 2) await chain.placeOrder(devAccount(0), price, zeroAddress)
    for (const [index, member] of members.entries()) {
      for (let j = 0; j < ordersOf(index); j++) {
        if (dayOf(index, j) !== k) continue
        if (j === 0) await buyThroughTheApp(app, chain, member, price)
        else await chain.placeOrder(member.account, price, member.referrerAddress)
      }
    }
    await jobs.tick()
  }
  for (const [index, member] of members.entries()) {
    if (index % 3 !== 0) continue
    await app.inject({
      method: 'POST',
      url: '/app/club/dividends/claim',
      headers: { ...member.auth, 'idempotency-key': `demo-claim-${index}` },
    })
  }
  // The leaders who qualified with today's settlement open theirs now.
  await seedNodeDemo(app, p.db, members.slice(0, 4))
  p.log(`[demo] club: ${DEMO_HISTORY_DAYS} days of orders settled, today's settled too; leaders hold nodes`)
}

/** Whether each member's wallet is whitelisted yet (GET /app/club/activation). */
async function activation(app: FastifyInstance, members: readonly DemoMember[]): Promise<boolean[]> {
  return Promise.all(
    members.map(async (member) => {
      const response = await app.inject({ method: 'GET', url: '/app/club/activation', headers: member.auth })
      return response.json<{ data: { status: string } }>().data.status === 'whitelisted'
    }),
  )
}

/** The buy screen's path: record the order, send placeOrder from the wallet, submit the hash. */
async function buyThroughTheApp(app: FastifyInstance, chain: DemoChain, member: DemoMember, price: bigint) {
  const created = await app.inject({
    method: 'POST',
    url: '/app/club/orders',
    headers: { ...member.auth, 'idempotency-key': `demo-order-${member.account.address}` },
    payload: {},
  })
  if (created.statusCode !== 200) throw new Error(`demo order refused: ${created.body}`)
  const order = created.json<{ data: ClubOrderView }>().data
  const txHash = await chain.placeOrder(member.account, price, member.referrerAddress as Address)
  const submitted = await app.inject({
    method: 'POST',
    url: `/app/club/orders/${order.id}/tx`,
    headers: member.auth,
    payload: { txHash },
  })
  if (submitted.statusCode !== 200) throw new Error(`demo order hash refused: ${submitted.body}`)
}
