import { runBackup, terminalIo } from './ops.commands'

process.exitCode = await runBackup(process.argv.slice(2), process.env, terminalIo)
