import type { AppModule } from '../platform/module'
import type { OpsCommand } from '../platform/ops'

/** Every module's operator commands by name; a name used twice is a programming error. */
export function opsRegistry(modules: readonly AppModule[]): ReadonlyMap<string, OpsCommand> {
  const commands = new Map<string, OpsCommand>()
  for (const module of modules) {
    for (const command of module.opsCommands ?? []) {
      if (commands.has(command.name)) throw new Error(`operator command ${command.name} is defined twice`)
      commands.set(command.name, command)
    }
  }
  return commands
}

export function opsUsage(commands: ReadonlyMap<string, OpsCommand>): string {
  const lines = [...commands.values()].map(
    (command) => `  ${command.name} ${command.usage}\n      ${command.summary}`,
  )
  return `Vita Club operator commands: npm run ops -- <command> [options]

${lines.join('\n')}

Every command takes --operator <name> (default: the OS user); every change is recorded with who, when and why.
Amounts are decimal token amounts (18 decimals), e.g. 10.5 — never rounded.`
}
