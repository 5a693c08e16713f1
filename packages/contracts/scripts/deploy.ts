/**
 * Deploys the Vita contracts and writes the Deployment JSON.
 *   tsx scripts/deploy.ts --rpc http://127.0.0.1:8545 --out ../../data/deployments/31337.json
 *     [--chain-id N] [--usdt 0x...]   (deployer key: env DEPLOYER_PRIVATE_KEY, else dev account 0)
 */
import { parseArgs } from 'node:util'
import { createPublicClient, http, isAddress, isHex } from 'viem'
import { deployAll } from '../src/deploy'
import { writeDeployment } from '../src/deployment'

const { values } = parseArgs({
  options: {
    rpc: { type: 'string', default: 'http://127.0.0.1:8545' },
    out: { type: 'string' },
    'chain-id': { type: 'string' },
    usdt: { type: 'string' },
  },
})
if (!values.out) throw new Error('--out <file> is required')
if (values.usdt !== undefined && !isAddress(values.usdt)) throw new Error('--usdt must be an address')
const key = process.env.DEPLOYER_PRIVATE_KEY
if (key !== undefined && !isHex(key)) throw new Error('DEPLOYER_PRIVATE_KEY must be 0x-prefixed hex')

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
