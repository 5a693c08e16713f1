import { existsSync } from 'node:fs'
import { readDeployment, type Deployment } from '@vita/contracts/deployment'
import { ContractNotInitializedError } from './errors'

/**
 * Where the contracts are, read from DEPLOYMENT_FILE under one policy for the whole process: the file
 * may appear after start (the dev chain deploys, then writes it), so until it exists every lookup
 * checks again (at most once a second); once read, the deployment is fixed for the process.
 */
export type DeploymentSource = {
  readonly file: string
  /** The deployment, or undefined while the file does not exist yet. */
  current(): Deployment | undefined
  /** The deployment, or ContractNotInitializedError('deployment') while the file does not exist. */
  require(): Deployment
}

export function createDeploymentSource(file: string, now: () => number = Date.now): DeploymentSource {
  let deployment: Deployment | undefined
  let checkedAt = Number.NEGATIVE_INFINITY
  const current = () => {
    if (deployment) return deployment
    if (now() - checkedAt < 1_000) return undefined
    checkedAt = now()
    if (existsSync(file)) deployment = readDeployment(file)
    return deployment
  }
  return {
    file,
    current,
    require() {
      const found = current()
      if (!found) throw new ContractNotInitializedError('deployment')
      return found
    },
  }
}

/** A source that always answers `deployment` (tests, and callers that already read it). */
export function fixedDeploymentSource(deployment: Deployment): DeploymentSource {
  return { file: '(fixed)', current: () => deployment, require: () => deployment }
}
