/**
 * Envelope codes and the messages the API answers with. `msg` follows Accept-Language; the zh texts
 * are the spec's (§8) verbatim. The web app's error catalogue uses the same texts.
 */
import type { Locale } from './locale'

export const ApiCode = {
  ok: 0,
  invalidInput: 7,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  rateLimited: 429,
  serverError: 500,
  serviceUnavailable: 503,
} as const
export type ApiCode = (typeof ApiCode)[keyof typeof ApiCode]

export const apiMessages = {
  ok: { zh: '成功', en: 'Success' },
  invalidParams: { zh: '参数错误', en: 'Invalid parameters' },
  inviteRequired: { zh: '请使用邀请码，注册登录使用', en: 'Please register and log in with an invite code' },
  invalidInviteCode: { zh: '邀请码无效', en: 'Invalid invite code' },
  loginExpired: { zh: '登录已过期，请重新登录', en: 'Login expired, please log in again' },
  signatureInvalid: {
    zh: '签名验证失败，请重新登录',
    en: 'Signature verification failed, please log in again',
  },
  nonceInvalid: {
    zh: '登录请求已失效，请重新登录',
    en: 'Login request expired or already used, please try again',
  },
  forbidden: { zh: '没有权限访问', en: 'Access denied' },
  notFound: { zh: '请求的资源不存在', en: 'The requested resource does not exist' },
  conflict: { zh: '请求冲突，请刷新后重试', en: 'Request conflict, please refresh and retry' },
  idempotencyMismatch: {
    zh: '同一幂等键的请求内容不一致',
    en: 'This idempotency key was already used with a different request',
  },
  rateLimited: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  serverError: { zh: '服务器内部错误', en: 'Server error' },
  serviceUnavailable: {
    zh: '服务暂不可用，请稍后再试',
    en: 'Service temporarily unavailable, please try again later',
  },
  requestFailed: { zh: '请求失败', en: 'Request failed' },
  networkError: {
    zh: '网络连接失败，请检查网络',
    en: 'Network connection failed, please check network connection',
  },
  requestTimeout: { zh: '请求超时', en: 'Request timeout' },
  requestSetupError: { zh: '请求配置错误', en: 'Request configuration error' },
  loginFailed: { zh: '请使用邀请码，注册登录使用！', en: 'Please register and log in with an invite code!' },
  referrerAlreadyBound: { zh: '已绑定推荐人', en: 'A referrer is already bound' },
  insufficientBalance: { zh: '余额不足', en: 'Insufficient balance' },
  transferNotPending: { zh: '该笔转账已处理，无法变更', en: 'This transfer has already been settled' },
  transferNotReversible: { zh: '该笔转账无法冲正', en: 'This transfer cannot be reversed' },
  transferAlreadyReversed: { zh: '该笔转账已冲正', en: 'This transfer has already been reversed' },
  unsupportedToken: { zh: '不支持的Token', en: 'Unsupported token' },
  idempotencyKeyRequired: {
    zh: '缺少幂等键（Idempotency-Key）',
    en: 'The Idempotency-Key header is required',
  },
  amountMustBePositive: { zh: '金额必须大于0', en: 'Amount must be greater than 0' },
  memberNotFound: { zh: '用户不存在', en: 'Member not found' },
  cannotTransferToSelf: { zh: '不能转账给自己', en: 'You cannot transfer to yourself' },
  withdrawAddressRequired: { zh: '请输入提现地址', en: 'Please enter the withdrawal address' },
  /** {amount} is the formatted minimum, {currency} the token symbol (the spec's text is the DPINE case). */
  withdrawBelowMinimum: {
    zh: '提现金额不能少于{amount} {currency}',
    en: 'Withdrawal amount cannot be less than {amount} {currency}',
  },
  withdrawNotAboveFee: {
    zh: '提现金额必须大于手续费{amount} {currency}',
    en: 'Withdrawal amount must exceed the fee of {amount} {currency}',
  },
  formIncomplete: { zh: '请填写完整信息', en: 'Please complete the form' },
  withdrawDisabled: { zh: '该币种暂不支持提现', en: 'Withdrawals of this currency are disabled' },
  /** {amount} is the formatted minimum, {currency} the token symbol. */
  transferBelowMinimum: {
    zh: '转账金额不能少于{amount} {currency}',
    en: 'Transfer amount cannot be less than {amount} {currency}',
  },
  withdrawDestinationRefused: {
    zh: '该地址不能作为提现地址',
    en: 'This address cannot receive withdrawals',
  },
  stepUpRequired: { zh: '请在钱包中确认签名', en: 'Please confirm the signature in your wallet' },
  stepUpInvalid: { zh: '签名验证失败，请重试', en: 'Signature check failed, please retry' },
  stepUpExpired: { zh: '签名已过期，请重试', en: 'The signature expired, please retry' },
  stepUpFeeChanged: {
    zh: '手续费已变更，请确认后重试',
    en: 'The fee has changed, please review and retry',
  },
  // The club (club-rules.md). The English of noReferrer and orderBelowMinimum is the spec's (§5).
  noReferrer: { zh: '您没有推荐人，无法下单', en: 'You have no referrer, cannot place order' },
  orderLimitReached: {
    zh: '每人最多{max}单，您已没有剩余订单',
    en: 'At most {max} orders per member: none remaining',
  },
  orderBelowMinimum: { zh: '每单最少{amount} USDT', en: 'Minimum {amount} USDT per order' },
  activationPending: {
    zh: '钱包激活中，请稍后再下单',
    en: 'Your wallet is being activated, please try again shortly',
  },
  orderOpen: {
    zh: '您有一笔未完成的订单，请先完成或取消',
    en: 'You have an unfinished order: complete or cancel it first',
  },
  orderTransitionRefused: {
    zh: '订单当前状态不允许此操作',
    en: 'This order cannot do that in its current status',
  },
  orderTxTaken: {
    zh: '该交易已用于其他订单',
    en: 'This transaction belongs to another order',
  },
  orderTxMismatch: {
    zh: '该交易不是本人的下单交易',
    en: 'This transaction is not your order transaction',
  },
  nothingToClaim: { zh: '暂无可领取的分红', en: 'Nothing to claim yet' },
  cardAlreadyGenerated: { zh: '该订单已生成购物卡', en: 'A card was already generated for this order' },
  cardOrderNotActive: {
    zh: '仅正常状态的订单可生成购物卡',
    en: 'Only an active order can generate a card',
  },
  cardOrderNotFinal: {
    zh: '订单还需 {blocksLeft} 个区块确认后才能生成购物卡',
    en: 'The order is not final yet; blocks still to confirm before its card can be generated: {blocksLeft}',
  },
  cardRevoked: {
    zh: '该购物卡已因区块链重组作废',
    en: 'This card was revoked: its order was undone by a chain reorganisation',
  },
  cardInvalid: { zh: '卡号或卡密错误', en: 'Wrong card number or secret' },
  cardUnavailable: { zh: '购物卡不可用', en: 'This card cannot be used' },
  cardInsufficient: { zh: '购物卡余额不足', en: 'Not enough value left on the card' },
  // The marketplace (issue 12). The address texts are the spec's (§5).
  addressNameRequired: { zh: '请填写姓名', en: 'Please enter the name' },
  addressTelInvalid: { zh: '请填写正确的电话', en: 'Please enter a valid phone number' },
  addressAreaRequired: { zh: '请选择地区', en: 'Please choose the area' },
  addressDetailRequired: { zh: '请填写详细地址', en: 'Please enter the detailed address' },
  outOfStock: { zh: '库存不足', en: 'Not enough stock' },
  productUnavailable: { zh: '商品已下架', en: 'This product is no longer available' },
  cartEmpty: { zh: '请选择要结算的商品', en: 'Select the items to check out' },
  couponInvalid: { zh: '优惠券无效', en: 'This coupon is not valid' },
  couponExpired: { zh: '优惠券不在有效期内', en: 'This coupon is not valid at this time' },
  couponUsedUp: { zh: '优惠券使用次数已达上限', en: 'This coupon has been used up' },
  couponBelowMinSpend: {
    zh: '未达到优惠券使用门槛',
    en: "The order does not reach the coupon's minimum",
  },
  orderPaymentExpired: {
    zh: '订单已超时取消',
    en: 'The order was cancelled: the time to pay ran out',
  },
  reviewNotAllowed: { zh: '确认收货后才能评价', en: 'You can review after confirming receipt' },
  alreadyReviewed: { zh: '该商品已评价', en: 'This item was already reviewed' },
  uploadTooLarge: { zh: '图片大小超出限制', en: 'The image is too large' },
  uploadNotImage: { zh: '仅支持上传图片', en: 'Only images can be uploaded' },
  uploadBusy: {
    zh: '图片处理繁忙，请稍后重试',
    en: 'Image processing is busy, please try again in a moment',
  },
  uploadTooManyAtOnce: {
    zh: '同时上传的图片过多，请等上传完成后再试',
    en: 'Too many images are uploading at once; wait for them to finish and try again',
  },
  // Nodes (club-rules §7).
  nodeLevelTooLow: {
    zh: '会员等级未达到该节点要求',
    en: 'Your member level does not meet this node tier',
  },
  nodeStakeInsufficient: {
    zh: '可用DPINE不足，无法质押',
    en: 'Not enough available DPINE for the stake',
  },
  nodePlacesFull: { zh: '该节点名额已满', en: 'No places left for this node tier' },
  nodeAlreadyHeld: {
    zh: '您已持有节点，请选择升级',
    en: 'You already hold a node: upgrade it instead',
  },
  nodeUpgradeNotHigher: {
    zh: '只能升级到质押更高的节点',
    en: 'A node can only move to a tier with a higher stake',
  },
  nodeTransitionRefused: {
    zh: '节点当前状态不允许此操作',
    en: 'This node cannot do that in its current status',
  },
  // The dev chain's faucet (POST /app/dev/faucet, issue 13).
  faucetEmpty: {
    zh: '水龙头余额不足，请重启开发链',
    en: 'The faucet has run dry: restart the dev chain',
  },
  faucetFailed: {
    zh: '水龙头转账失败，请稍后再试',
    en: 'The faucet could not send, please try again later',
  },
} as const satisfies Record<string, Record<Locale, string>>
export type ApiMessageKey = keyof typeof apiMessages

/** True for a key of apiMessages (request schemas use keys as their error messages). */
export function isApiMessageKey(value: unknown): value is ApiMessageKey {
  return typeof value === 'string' && Object.hasOwn(apiMessages, value)
}

export function apiMessage(key: ApiMessageKey, locale: Locale): string {
  return apiMessages[key][locale]
}

/** The message with `{name}` placeholders filled in (unknown placeholders stay as they are). */
export function formatApiMessage(key: ApiMessageKey, locale: Locale, params: Record<string, string>): string {
  return apiMessage(key, locale).replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)
}
