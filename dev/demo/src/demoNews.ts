/**
 * The living demo's news: what an operator of the club would have published over its first week, in
 * both languages. `hoursAgo` dates each item before the seed's `now`; they are published oldest first,
 * as an operator would have.
 */
export type DemoNewsItem = {
  hoursAgo: number
  titleZh: string
  titleEn: string
  summaryZh: string
  summaryEn: string
  bodyZh: string
  bodyEn: string
}

export const DEMO_NEWS: readonly DemoNewsItem[] = [
  {
    hoursAgo: 7 * 24 - 2,
    titleZh: 'Vita Club 正式上线',
    titleEn: 'Vita Club is live',
    summaryZh: '每单 224 USDT，每日结算分红，邀请好友一起加入。',
    summaryEn: '224 USDT per order, dividends settled every day: invite your friends.',
    bodyZh:
      'Vita Club 今日正式上线。连接钱包、通过邀请链接注册后即可加入俱乐部：每单 224 USDT，其中 15% 进入静态分红池，75% 进入央行池，10% 进入手续费池，并按下单价格返还价值 15% 的 DPINE。每位会员最多 4 单。\n\n分红每天在北京时间零点结算，收益可在“我的收益”中领取。欢迎邀请好友一起加入。',
    bodyEn:
      'Vita Club opens today. Connect your wallet and sign up through an invite link to join: each order is 224 USDT, of which 15% goes to the static dividend pool, 75% to the central bank pool and 10% to the fee pool, and 15% of its value comes back to you in DPINE at the order price. Each member may hold up to 4 orders.\n\nDividends are settled every day at midnight Beijing time and can be claimed under "My earnings". Invite your friends to join you.',
  },
  {
    hoursAgo: 6 * 24 - 5,
    titleZh: 'DPINE 兑换池开放交易',
    titleEn: 'The DPINE pool is open for trading',
    summaryZh: '用 USDT 买入 DPINE，卖出所得 10% 回流兑换池。',
    summaryEn: 'Buy DPINE with USDT; 10% of every sale goes back to the pool.',
    bodyZh:
      'DPINE/USDT 兑换池已开放。在“闪兑”页面可用 USDT 买入 DPINE，获得出售权限的会员也可卖出 DPINE：卖出所得的 10% 回流兑换池，支撑币价。每笔兑换收取 0.25% 手续费。\n\n行情页面提供 1 分钟、15 分钟、1 小时和日线 K 线，以及 24 小时最高价、最低价和成交量。交易前请留意价格影响与滑点设置。',
    bodyEn:
      'The DPINE/USDT pool is open. On the Swap screen you can buy DPINE with USDT, and members with the sell permission can sell DPINE: 10% of every sale goes back to the pool to support the price. Each swap pays a 0.25% fee.\n\nThe market screen shows 1-minute, 15-minute, hourly and daily candles, with the 24-hour high, low and volume. Mind the price impact and your slippage setting before you trade.',
  },
  {
    hoursAgo: 5 * 24 - 3,
    titleZh: '安全提醒：请勿泄露助记词',
    titleEn: 'Security reminder: never share your recovery phrase',
    summaryZh: '工作人员绝不会索要助记词或私钥。',
    summaryEn: 'Our staff will never ask for your recovery phrase or private key.',
    bodyZh:
      '工作人员绝不会索要您的助记词、私钥或钱包密码，也不会要求您向任何个人地址转账。所有订单和兑换都只在您自己的钱包中签名确认。\n\n如遇自称客服的私信，请勿点击其中的链接。签名前请核对页面地址和合约地址。',
    bodyEn:
      'Our staff will never ask for your recovery phrase, private key or wallet password, nor ask you to send funds to a personal address. Every order and swap is signed in your own wallet only.\n\nIgnore private messages from anyone claiming to be support and do not open their links. Check the page address and the contract address before you sign.',
  },
  {
    hoursAgo: 4 * 24 - 6,
    titleZh: '节点计划开放申请',
    titleEn: 'Node applications are open',
    summaryZh: '质押 DPINE 开启节点，按权重分享手续费池奖励。',
    summaryEn: "Stake DPINE to open a node and share the fee pool's reward by weight.",
    bodyZh:
      '达到等级要求的会员现可在“节点”页面申请节点：质押 DPINE 即可开启，节点等级越高，每日分享的手续费池奖励权重越大。每日结算时，手续费池当日流入的 30% 按权重分配给当日活跃的节点。\n\n名额有限，先到先得；关闭节点后，质押的 DPINE 在 7 天冷却期后释放。',
    bodyEn:
      "Members who meet the level requirement can now apply for a node on the Nodes screen: stake DPINE to open one; the higher the tier, the larger its weight in the daily fee-pool reward. At each daily settlement, 30% of the fee pool inflow of the day is shared by weight among the day's active nodes.\n\nPlaces are limited and taken first come, first served; the DPINE staked in a closed node is released after a 7-day cooling-off period.",
  },
  {
    hoursAgo: 3 * 24 - 4,
    titleZh: '会员商城开业',
    titleEn: "The members' marketplace opens",
    summaryZh: '六十余款商品上架，可用余额或购物卡支付。',
    summaryEn: 'More than sixty products, paid from your balance or with a shopping card.',
    bodyZh:
      '会员商城今日开业，首批上架六十余款商品，涵盖数码、家电和食品三大类。可用账户余额或购物卡支付，可选标准配送或快递，订单可随时查看物流。\n\n收到商品后欢迎发表评价，帮助其他会员挑选。',
    bodyEn:
      "The members' marketplace opens today with more than sixty products in digital goods, appliances and food. Pay from your balance or with a shopping card, choose standard or express delivery, and follow each order's logistics at any time.\n\nOnce your parcel arrives, leave a review to help other members choose.",
  },
  {
    hoursAgo: 20,
    titleZh: '本周运营报告',
    titleEn: 'This week at the club',
    summaryZh: '四十余位会员、一百多笔订单，分红每日按时发放。',
    summaryEn: 'Over forty members, a hundred orders, dividends paid every day.',
    bodyZh:
      '上线一周以来，俱乐部已有四十余位会员、一百多笔订单，每日分红均已按时结算发放，首批节点已开始领取奖励。DPINE 兑换池交易活跃，币价在波动中稳步上行。\n\n感谢每一位会员的支持。下周我们将继续优化移动端体验，敬请期待。',
    bodyEn:
      "In its first week the club has grown to more than forty members and over a hundred orders; every day's dividends were settled and paid on time, and the first nodes have started earning rewards. Trading on the DPINE pool is lively, and the price has climbed steadily through its swings.\n\nThank you to every member. Next week we keep improving the experience on phones: stay tuned.",
  },
]
