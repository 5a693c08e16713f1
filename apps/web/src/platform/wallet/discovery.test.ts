import { describe, expect, it } from 'vitest'
import { visibleConnectors } from './discovery'

const generic = { id: 'injected', type: 'injected' }
const metamask = { id: 'io.metamask', type: 'injected' }
const okx = { id: 'com.okex.wallet', type: 'injected' }
const devWallet = { id: 'club.vita.devwallet', type: 'injected' }

describe('visibleConnectors', () => {
  it('offers the announced EIP-6963 wallets and hides the generic one', () => {
    expect(visibleConnectors([generic, metamask, okx], true)).toEqual([metamask, okx])
  })
  it('falls back to the generic injected wallet when nothing announced and window.ethereum exists', () => {
    expect(visibleConnectors([generic], true)).toEqual([generic])
  })
  it('offers nothing when there is no wallet at all', () => {
    expect(visibleConnectors([generic], false)).toEqual([])
  })
  it("lists the dev wallet (dev chain only) after the member's own wallets, never hiding the generic one", () => {
    expect(visibleConnectors([generic, devWallet, metamask], true)).toEqual([metamask, devWallet])
    expect(visibleConnectors([generic, devWallet], true)).toEqual([generic, devWallet])
    expect(visibleConnectors([generic, devWallet], false)).toEqual([devWallet])
  })
})
