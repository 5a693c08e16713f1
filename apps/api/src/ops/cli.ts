import { userInfo } from 'node:os'
import { appModules } from '../app/modules'
import { loadConfig, solvencyReserveSettings } from '../config'
import { createServices } from '../app/createServices'
import { createDatabase } from '../platform/db/client'
import { migrateDatabase } from '../platform/db/migrate'
import { UsageError } from '../platform/ops'
import { opsRegistry, opsUsage } from './registry'
import { runOpsCommand } from './runOpsCommand'

function osUser(): string {
  try {
    return userInfo().username
  } catch {
    return 'unknown'
  }
}

/** `npm run ops -- <command>`: the operator's tools for what no screen does (see the usage). */
async function main(argv: string[]): Promise<number> {
  const commands = opsRegistry(appModules)
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
    console.log(opsUsage(commands))
    return 0
  }
  const config = loadConfig()
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    maxConnections: 2,
  })
  // The server's own services: the same chain clients and deployment file, for commands that read the chain.
  const { chain, deployment } = createServices(config, database)
  try {
    await migrateDatabase(database)
    console.log(
      await runOpsCommand({
        db: database.db,
        commands,
        argv,
        operator: osUser(),
        timeZone: config.settlementTimeZone,
        uploadsDir: config.uploadsDir,
        solvencySaltKey: config.solvencySaltKey,
        solvencyReserves: solvencyReserveSettings(config),
        ...(chain
          ? { chain: { reader: chain.reader, contracts: () => deployment.current()?.contracts } }
          : {}),
      }),
    )
    return 0
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`error: ${error.message}\n\n${opsUsage(commands)}`)
      return 2
    }
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  } finally {
    await database.close()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
