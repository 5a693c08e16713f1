/**
 * Deploys the Vita contracts and writes the Deployment JSON.
 *   tsx scripts/deploy.ts --rpc http://127.0.0.1:8545 --out ../../data/deployments/31337.json
 *     [--chain-id N] [--usdt 0x...]   (deployer key: env DEPLOYER_PRIVATE_KEY, else dev account 0)
 * Adds the deposit contract or the solvency registry to a deployment made before it existed (with the API
 * stopped):
 *   tsx scripts/deploy.ts --rpc … --add-deposit --out <the deployment file>
 *   tsx scripts/deploy.ts --rpc … --add-solvency-registry --out <the deployment file>
 */
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { createPublicClient, http, isAddress, isHex } from 'viem'
import { addDepositContract, addSolvencyRegistry, deployAll } from '../src/deploy'
import { readDeployment, writeDeployment } from '../src/deployment'

const { values } = parseArgs({
  options: {
    rpc: { type: 'string', default: 'http://127.0.0.1:8545' },
    out: { type: 'string' },
    'chain-id': { type: 'string' },
    usdt: { type: 'string' },
    'add-deposit': { type: 'boolean', default: false },
    'add-solvency-registry': { type: 'boolean', default: false },
  },
})
if (!values.out) throw new Error('--out <file> is required')
if (values.usdt !== undefined && !isAddress(values.usdt)) throw new Error('--usdt must be an address')
const key = process.env.DEPLOYER_PRIVATE_KEY
if (key !== undefined && !isHex(key)) throw new Error('DEPLOYER_PRIVATE_KEY must be 0x-prefixed hex')

const adding = values['add-deposit']
  ? { flag: '--add-deposit', add: addDepositContract, contract: 'deposit' as const, name: 'VitaDeposit' }
  : values['add-solvency-registry']
    ? {
        flag: '--add-solvency-registry',
        add: addSolvencyRegistry,
        contract: 'solvencyRegistry' as const,
        name: 'SolvencyRegistry',
      }
    : undefined
if (adding) {
  if (!existsSync(values.out))
    throw new Error(`${adding.flag} needs the existing deployment file at ${values.out}`)
  const deployment = await adding.add({
    rpcUrl: values.rpc,
    deployment: readDeployment(values.out),
    ...(key ? { deployerPrivateKey: key } : {}),
  })
  writeDeployment(values.out, deployment)
  console.log(`${adding.name} at ${deployment.contracts[adding.contract]}; ${values.out} updated`)
  process.exit(0)
}

const chainId = values['chain-id']
  ? Number(values['chain-id'])
  : await createPublicClient({ transport: http(values.rpc) }).getChainId()
const deployment = await deployAll({
  rpcUrl: values.rpc,
  chainId,
  ...(key ? { deployerPrivateKey: key } : {}),
  ...(values.usdt ? { usdt: values.usdt } : {}),
})
writeDeployment(values.out, deployment)
console.log(JSON.stringify(deployment, null, 2))
