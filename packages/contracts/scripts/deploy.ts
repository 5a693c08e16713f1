/**
 * Deploys the Vita contracts and writes the Deployment JSON.
 *   tsx scripts/deploy.ts --rpc http://127.0.0.1:8545 --out ../../data/deployments/31337.json
 *     [--chain-id N] [--usdt 0x...]   (deployer key: env DEPLOYER_PRIVATE_KEY, else dev account 0)
 * Adds the deposit contract to a deployment made before it existed (with the API stopped):
 *   tsx scripts/deploy.ts --rpc … --add-deposit --out <the deployment file>
 */
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { createPublicClient, http, isAddress, isHex } from 'viem'
import { addDepositContract, deployAll } from '../src/deploy'
import { readDeployment, writeDeployment } from '../src/deployment'

const { values } = parseArgs({
  options: {
    rpc: { type: 'string', default: 'http://127.0.0.1:8545' },
    out: { type: 'string' },
    'chain-id': { type: 'string' },
    usdt: { type: 'string' },
    'add-deposit': { type: 'boolean', default: false },
  },
})
if (!values.out) throw new Error('--out <file> is required')
if (values.usdt !== undefined && !isAddress(values.usdt)) throw new Error('--usdt must be an address')
const key = process.env.DEPLOYER_PRIVATE_KEY
if (key !== undefined && !isHex(key)) throw new Error('DEPLOYER_PRIVATE_KEY must be 0x-prefixed hex')

if (values['add-deposit']) {
  if (!existsSync(values.out))
    throw new Error(`--add-deposit needs the existing deployment file at ${values.out}`)
  const deployment = await addDepositContract({
    rpcUrl: values.rpc,
    deployment: readDeployment(values.out),
    ...(key ? { deployerPrivateKey: key } : {}),
  })
  writeDeployment(values.out, deployment)
  console.log(`VitaDeposit at ${deployment.contracts.deposit}; ${values.out} updated`)
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
