import { describe, expect, it } from 'vitest'
import { dayAnswer } from '../testing'
import { PUBLICATION_POLL_MS, latestSolvencyPollMs } from './getLatestSolvencyDay'

describe('latestSolvencyPollMs', () => {
  it('polls while the day’s root is sent and not confirmed, and only then', () => {
    const sent = dayAnswer()
    if (sent.publication) sent.publication = { ...sent.publication, status: 'sent', blockNumber: null }
    expect(latestSolvencyPollMs(sent)).toBe(PUBLICATION_POLL_MS)
    expect(latestSolvencyPollMs(dayAnswer())).toBe(false)
    expect(latestSolvencyPollMs(dayAnswer({ publication: null }))).toBe(false)
    expect(latestSolvencyPollMs(null)).toBe(false)
    expect(latestSolvencyPollMs(undefined)).toBe(false)
  })
})
