/** The proof-of-solvency screen's texts (docs/solvency.md explains the same to members at length). */
export const solvencyZh = {
  solvency: {
    title: '偿付能力证明',
    entry: {
      title: '偿付能力证明',
      hint: '储备与会员余额每日上链公布，可验证你的余额已计入',
    },
    loadFailed: '获取偿付能力数据失败',
    empty: '暂无快照：首个结算日之后生成',
    day: {
      title: '最新快照',
      day: '日期',
      memberCount: '会员数',
      members_one: '{{count}} 名会员',
      members_other: '{{count}} 名会员',
      takenAt: '生成时间',
      root: '默克尔根',
    },
    coverage: {
      title: '储备与负债',
      liabilities: '会员余额总额',
      reserves: '储备',
      ratio: '储备率',
      percent: '{{percent}}%',
      noLiabilities: '无负债',
      reservesPending: '未读取',
      hint: '储备率 = 储备 ÷ 会员余额总额，向下取整到 0.01%',
    },
    holdings: {
      title: '储备地址',
      block: '于区块 {{block}} 读取',
      empty: '未配置储备地址',
      pending: '该日的储备未读取',
      label: {
        payoutWallet: '提现热钱包',
        staticDividendPool: '静态分红池金库',
        centralBankPool: '央行池金库',
        feePool: '手续费池金库',
        deposit: '充值合约',
      },
    },
    publication: {
      title: '链上公布',
      registry: '登记合约',
      tx: '交易',
      viewTx: '查看交易',
      viewAddress: '在区块浏览器中查看',
      status: {
        none: '尚未公布',
        sent: '已发送，等待确认',
        published: '已公布',
      },
      block: '区块 {{block}}',
    },
    verify: {
      title: '验证我的余额',
      intro: '从链上读取 {{day}} 的默克尔根，在本机重新计算你的记录，确认你的余额已计入公布的总额。',
      action: '验证我的余额',
      again: '再次验证',
      checking: '正在验证…',
      signIn: '登录后可验证你的余额并下载证明文件',
      signInAction: '登录',
      download: '下载证明文件',
      downloading: '正在下载…',
      chainRoot: '链上的根',
      proofRoot: '证明得出的根',
    },
    verdict: {
      included: {
        title: '已计入',
        body: '你在 {{day}} 的余额已计入链上公布的总额：',
      },
      notIncluded: {
        title: '未计入',
        pathBroken: '这份证明推导不出它自己的根：数据被改动过。请联系客服并保留证明文件。',
        notMine: '这条记录不属于你：它与你的盐值和 UUID 不符。请联系客服并保留证明文件。',
      },
      rootMismatch: {
        title: '根不一致',
        body: '证明推导出的根与链上公布的不同。请联系客服并保留证明文件。',
      },
      unpublished: {
        title: '尚未上链',
        body: '{{day}} 的根还没有在链上公布（证明本身是一致的）。公布后请再验证。',
      },
    },
    problem: {
      noProof: '没有你在 {{day}} 的证明：你可能是在该日快照之后注册的。',
      network: '网络错误，请重试',
      chainUnreachable: '无法读取链上数据，请重试',
      notConfigured: '当前链上没有部署偿付能力登记合约',
      signedOut: '登录已过期，请重新登录',
      failed: '验证失败，请重试',
    },
    explain: {
      title: '这证明了什么？',
      proves:
        '每个结算日之后，所有会员的余额组成一棵默克尔求和树，它的根和各币种总额公布在链上。验证通过说明：你当天的余额原样计入了这些总额，任何余额都无法抵消它。',
      notProves:
        '它不能证明平台没有隐藏的负债（会员余额以外的债务），也不能证明从未验证的会员都被计入；储备率只比较所列地址的储备与会员余额总额。',
      privacy: '证明文件含有你的盐值，持有它的人能认出你的记录：请勿公开。',
      byHand: '下载的证明文件也可以不依赖本应用，用任意 keccak256 工具或几行 viem 代码自行核对。',
    },
    history: {
      title: '历史快照',
      empty: '暂无更早的快照',
      loadFailed: '获取历史快照失败',
      noMore: '没有更多了',
    },
  },
}
