import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { SolvencyDay, SolvencyProof } from '@vita/shared/schemas/solvency'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { saveBlob } from '../../../lib/download'
import { changeLocale } from '../../../lib/i18n'
import { clearSession } from '../../../lib/storage'
import { envelope } from '../../../lib/testing/envelope'
import { renderAt } from '../../../lib/testing/renderAt'
import { signInForTest } from '../../../lib/testing/signedIn'
import { readPublishedLiabilities } from '../api/readPublishedLiabilities'
import {
  DAY,
  EXPLORER,
  REGISTRY,
  configAnswer,
  dayAnswer,
  dayTree,
  members,
  proofAnswer,
  publishedEntry,
} from '../testing'
import { LatestSolvency } from './LatestSolvency'
import { SolvencyHistory } from './SolvencyHistory'

vi.mock('../../../lib/notify', () => ({ showToast: vi.fn(), reportError: vi.fn() }))
vi.mock('../../../lib/download', () => ({ saveBlob: vi.fn() }))
vi.mock('../../../platform/wallet/walletKit', () => ({ walletConfigFor: vi.fn(() => ({})) }))
vi.mock('../api/readPublishedLiabilities', () => ({ readPublishedLiabilities: vi.fn() }))

const readChain = vi.mocked(readPublishedLiabilities)
const EARLIER = { ...dayAnswer({ day: '2026-11-27', publication: null }) }

describe('the solvency screen', () => {
  let latest: unknown
  let proof: SolvencyProof | null
  beforeEach(() => {
    latest = dayAnswer()
    proof = proofAnswer()
    readChain.mockResolvedValue(publishedEntry())
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        const path = new URL(input.url).pathname
        if (path === '/app/config') return envelope(configAnswer())
        if (path === '/app/solvency/latest') return envelope(latest)
        if (path === '/app/solvency/days') return envelope({ items: [latest, EARLIER], nextCursor: null })
        if (path === `/app/solvency/days/${DAY}/proof`)
          return proof ? envelope(proof) : envelope(null, 404, 404, '资源不存在')
        return envelope(null, 404, 404, '资源不存在')
      }),
    )
  })
  afterEach(async () => {
    cleanup()
    clearSession()
    vi.unstubAllGlobals()
    vi.clearAllMocks()
    await changeLocale('zh')
  })

  const show = () =>
    renderAt(
      '/solvency',
      '/solvency',
      <>
        <LatestSolvency />
        <SolvencyHistory />
      </>,
    )

  it('shows the day, reserves against liabilities with their ratio, the holdings and the anchoring, in English', async () => {
    await changeLocale('en')
    show()
    expect((await screen.findByTestId('solvency-day-date')).textContent).toBe(DAY)
    expect(screen.getByTestId('solvency-member-count').textContent).toBe('5 members')
    // Owed: 150 USDT and 15 DPINE; held: 200 USDT and 10 DPINE.
    expect(screen.getByTestId('solvency-ratio-USDT').textContent).toBe('133.33%')
    expect(screen.getByTestId('solvency-ratio-DPINE').textContent).toBe('66.66%')
    const holdings = screen.getAllByTestId('solvency-holding')
    expect(holdings[0]?.textContent).toContain('Payout hot wallet')
    expect(holdings[0]?.textContent).toContain('200 USDT')
    expect(holdings[1]?.textContent).toContain('Central bank pool vault')
    // A label the app has no text for is shown as the API's word.
    expect(holdings[2]?.textContent).toContain('coldWallet')
    expect(holdings[0]?.querySelector('a')?.getAttribute('href')).toBe(
      `${EXPLORER}/address/0x70997970C51812dc3A010C7d01b50e0d17dc79C8`,
    )
    const publication = screen.getByTestId('solvency-publication')
    expect(within(publication).getByTestId('solvency-publication-status').textContent).toBe('Published')
    expect(screen.getByTestId('solvency-publication-tx').getAttribute('href')).toBe(
      `${EXPLORER}/tx/${dayAnswer().publication?.txHash}`,
    )
    // Visitors are offered the sign-in, back to this screen.
    expect(screen.getByTestId('solvency-sign-in').getAttribute('href')).toBe('/login?redirect=%2Fsolvency')
    // The history lists the earlier days only.
    await waitFor(() => expect(screen.getAllByTestId('solvency-history-day')).toHaveLength(1))
    expect(screen.getByTestId('solvency-history-day').textContent).toContain('2026-11-27')
    expect(screen.getByTestId('solvency-history-day').textContent).toContain('Not published yet')
  })

  it('says when there is no snapshot yet, and offers a retry when the answer is not the promised shape', async () => {
    latest = null
    show()
    await screen.findByTestId('solvency-empty')
    expect(screen.queryByTestId('solvency-history')).toBeNull()
    cleanup()
    // An API without the reserves and publication fields (before they were added) fails visibly.
    const { reserves: _reserves, publication: _publication, ...older } = dayAnswer()
    latest = older
    show()
    const failed = await screen.findByTestId('solvency-load-failed')
    expect(failed.textContent).toContain('获取偿付能力数据失败')
    latest = dayAnswer()
    fireEvent.click(within(failed).getByRole('button', { name: '重试' }))
    await screen.findByTestId('solvency-day')
  })

  it('verifies my balance against the root read from the registry: included, with my amounts', async () => {
    signInForTest()
    show()
    fireEvent.click(await screen.findByTestId('solvency-verify-button'))
    const verdict = await screen.findByTestId('solvency-verdict')
    expect(verdict.getAttribute('data-verdict')).toBe('included')
    expect(screen.getByTestId('solvency-my-USDT').textContent).toBe('USDT30')
    expect(screen.getByTestId('solvency-my-DPINE').textContent).toBe('DPINE3')
    expect(readChain).toHaveBeenCalledWith({}, { registry: REGISTRY, day: 20261128 })
  })

  it.each([
    [
      'a tampered proof is not included',
      (): void => {
        const tampered = proofAnswer()
        tampered.file.leaf.amounts[1] = '1'
        proof = tampered
      },
      'notIncluded',
    ],
    [
      'another root on chain is a root mismatch',
      (): void => void readChain.mockResolvedValue(publishedEntry(dayTree(members.slice(1)))),
      'rootMismatch',
    ],
    [
      'a day the registry does not hold is unpublished',
      (): void => void readChain.mockResolvedValue(null),
      'unpublished',
    ],
  ] as const)('%s', async (_, arrange, verdict) => {
    signInForTest()
    arrange()
    show()
    fireEvent.click(await screen.findByTestId('solvency-verify-button'))
    expect((await screen.findByTestId('solvency-verdict')).getAttribute('data-verdict')).toBe(verdict)
  })

  it('explains a day without my proof and checks again on retry; a chain out of reach says so', async () => {
    signInForTest()
    proof = null
    show()
    fireEvent.click(await screen.findByTestId('solvency-verify-button'))
    const problem = await screen.findByTestId('solvency-verify-problem')
    expect(problem.getAttribute('data-problem')).toBe('noProof')
    expect(problem.textContent).toContain(DAY)
    readChain.mockRejectedValueOnce(new Error('rpc down'))
    proof = proofAnswer()
    fireEvent.click(screen.getByTestId('solvency-verify-button'))
    await waitFor(() =>
      expect(screen.getByTestId('solvency-verify-problem').getAttribute('data-problem')).toBe(
        'chainUnreachable',
      ),
    )
    expect(screen.getByTestId('solvency-verify-button').textContent).toBe('重试')
    fireEvent.click(screen.getByTestId('solvency-verify-button'))
    expect((await screen.findByTestId('solvency-verdict')).getAttribute('data-verdict')).toBe('included')
  })

  it('says so when no registry is deployed', async () => {
    signInForTest()
    vi.mocked(fetch).mockImplementation(async (input) => {
      const path = new URL((input as Request).url).pathname
      if (path === '/app/config') return envelope(configAnswer({ registry: false }))
      if (path === '/app/solvency/latest') return envelope(dayAnswer())
      return envelope(proofAnswer())
    })
    show()
    fireEvent.click(await screen.findByTestId('solvency-verify-button'))
    expect((await screen.findByTestId('solvency-verify-problem')).getAttribute('data-problem')).toBe(
      'notConfigured',
    )
    expect(readChain).not.toHaveBeenCalled()
  })

  it('downloads my proof file with the salt, my UUID and where the root is on chain', async () => {
    signInForTest()
    show()
    fireEvent.click(await screen.findByTestId('solvency-download'))
    await waitFor(() => expect(saveBlob).toHaveBeenCalledOnce())
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0] ?? []
    expect(name).toBe(`vita-solvency-proof-${DAY}.json`)
    const saved = JSON.parse((await blob?.text()) ?? '{}') as SolvencyProof & { registry: unknown }
    expect(saved).toEqual({ ...proofAnswer(), registry: { chainId: 56, address: REGISTRY, day: 20261128 } })
  })
})

// The latest day's shape the fixtures build stays the schema's (a fixture drifting from it fails here).
it('builds fixtures the shared schema accepts', async () => {
  const { solvencyDaySchema, solvencyProofSchema } = await import('@vita/shared/schemas/solvency')
  expect(solvencyDaySchema.parse(dayAnswer())).toEqual(dayAnswer() satisfies SolvencyDay)
  expect(solvencyProofSchema.parse(proofAnswer())).toEqual(proofAnswer())
})
