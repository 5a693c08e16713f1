import { act, renderHook, waitFor } from '@testing-library/react'
import type { Config, Connector } from 'wagmi'
import { describe, expect, it, vi } from 'vitest'
import { DEV_WALLET_RDNS } from './devWallet/devWalletId'
import { useConnectorChoice } from './useConnectorChoice'

const wallet = { id: 'io.metamask', uid: 'metamask', type: 'injected' } as Connector
const devWallet = { id: DEV_WALLET_RDNS, uid: 'dev', type: 'injected' } as Connector

/** A wagmi config whose connection `restoreWalletConnection` may bring back (a wallet this site may reconnect). */
function setupWith(connectors: Connector[], reconnects: boolean) {
  const config = { state: { status: 'disconnected' } } as unknown as Config & { state: { status: string } }
  const restoreWalletConnection = vi.fn(async () => {
    if (reconnects) config.state.status = 'connected'
  })
  return { config, connectors, kit: { restoreWalletConnection } }
}

describe('useConnectorChoice().connectorForMember', () => {
  it("reconnects a signed-in member's wallet silently before any chooser (a tap right after a reload)", async () => {
    const { result } = renderHook(() => useConnectorChoice())
    const setup = setupWith([devWallet], true)
    await expect(result.current.connectorForMember(setup)).resolves.toBeUndefined()
    expect(setup.kit.restoreWalletConnection).toHaveBeenCalledTimes(1)
    expect(result.current.choice).toBeNull()
  })

  it('does not reconnect a wallet that is connected', async () => {
    const { result } = renderHook(() => useConnectorChoice())
    const setup = setupWith([wallet], true)
    setup.config.state.status = 'connected'
    await expect(result.current.connectorForMember(setup)).resolves.toBeUndefined()
    expect(setup.kit.restoreWalletConnection).not.toHaveBeenCalled()
  })

  it('falls back to the choice: the only wallet, or the member picks the dev wallet', async () => {
    const { result } = renderHook(() => useConnectorChoice())
    await expect(result.current.connectorForMember(setupWith([wallet], false))).resolves.toBe(wallet)
    let picked: Promise<Connector | undefined> = Promise.resolve(undefined)
    await act(async () => {
      picked = result.current.connectorForMember(setupWith([devWallet], false))
    })
    await waitFor(() => expect(result.current.choice).not.toBeNull())
    act(() => result.current.choice?.pick(devWallet))
    await expect(picked).resolves.toBe(devWallet)
  })
})
