import type { AppModule } from '../../platform/module'
import { creditCommand, debitCommand } from './commands/adjustBalance'
import { listActionsCommand } from './commands/listActions'

/** The operator's balance corrections and the audit log of every operator action. */
export const operatorsModule: AppModule = {
  name: 'operators',
  opsCommands: [creditCommand, debitCommand, listActionsCommand],
}
