import { runRestore, terminalIo } from './ops.commands'

process.exitCode = await runRestore(process.argv.slice(2), process.env, terminalIo)
