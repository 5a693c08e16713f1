/** The session's Chinese texts (spec §4, §8). */
export const sessionZh = {
  session: {
    expired: '登录已过期，请重新登录',
    expiringSoon: '登录即将过期，请重新登录',
  },
}
