// `npm start`: installs what is missing, builds what changed, and starts the server (which applies
// migrations).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { buildInputsDigest, isBuildCurrent, recordBuild } from './build-inputs.mjs'

const run = (cmd, args) => {
  const res = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' })
  if (res.status !== 0) process.exit(res.status ?? 1)
}

const lock = 'package-lock.json'
const installed = 'node_modules/.package-lock.json'
const stale =
  !existsSync(installed) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs)
if (stale) {
  console.log('Installing dependencies…')
  run('npm', existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'])
}

// Taken before the build: an edit made while it runs is built next time.
const digest = buildInputsDigest('.')
if (isBuildCurrent('.', digest)) {
  console.log('The build is up to date.')
} else {
  console.log('Building…')
  run('npm', ['run', 'build'])
  recordBuild('.', digest)
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
