import { cleanup, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderLoadingScreen } from '../lib/testing/renderAt'
import { findRoute } from './guards'

const NODE = '6b1f3c2a-1d4e-4f5a-9b8c-7d6e5f4a3b2c'

// The node screens of issue 11 (spec §2: all auth, no tab bar): route entry, chunk, screen test id.
const SCREENS: readonly [string, string, () => Promise<{ default: ComponentType }>, string][] = [
  ['/node-config', 'nodeConfig', () => import('./routes/nodes/NodeConfigScreen'), 'node-config-screen'],
  [
    '/node-qualification',
    'nodeQualification',
    () => import('./routes/nodes/NodeQualificationScreen'),
    'node-qualification-screen',
  ],
  [`/node/${NODE}`, 'nodeDetail', () => import('./routes/nodes/NodeDetailScreen'), 'node-detail-screen'],
  [
    `/node-members/${NODE}`,
    'nodeMembers',
    () => import('./routes/nodes/NodeMembersScreen'),
    'node-members-screen',
  ],
]

describe('node routes', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  for (const [path, screenId, load, testId] of SCREENS) {
    it(`${path} → ${screenId}: login required, no tab bar; the chunk mounts its screen`, async () => {
      const route = findRoute(path)
      expect(route?.screen).toBe(screenId)
      expect(route?.auth).toBe(true)
      expect(route?.tabBar).toBeUndefined()

      // The API never answers: the screen stays in its loading state.
      const { default: Screen } = await load()
      renderLoadingScreen(route?.path ?? path, path, Screen)
      expect(screen.getByTestId(testId)).not.toBeNull()
      expect(screen.queryByTestId('node-not-found')).toBeNull()
    }, 30_000)
  }
})
