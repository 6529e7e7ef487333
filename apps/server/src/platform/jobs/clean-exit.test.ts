import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { SERVER_ROOT } from '../../paths'

const FIXTURE = fileURLToPath(new URL('./clean-exit.fixture.ts', import.meta.url))

/** Runs the fixture in a node process of its own (on this run's database driver) until it ends. */
function runFixture(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
      cwd: SERVER_ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

it('leaves nothing open once stopped and its database closed, so the process ends by itself', async () => {
  // A timer, socket or interval left behind would keep the process up (the test would not end) and
  // shows in the list of what is open.
  const { code, stdout, stderr } = await runFixture()
  expect({ code, stderr }).toEqual({ code: 0, stderr: '' })
  expect(JSON.parse(stdout)).toEqual({ ran: true, open: [] })
})
