// CPU time of a process, to tell a server that spends its core on each request from one whose
// core sits idle waiting (the row's throughput alone cannot say which).
import { readFileSync } from 'node:fs'

/** CPU seconds the process `pid` has used (user + system; Linux counts them in 1/100 s ticks). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** `run()`'s answer and the CPU milliseconds `pid` used during it. */
export async function withCpu(pid, run) {
  const before = cpuSeconds(pid)
  const result = await run()
  return { result, cpuMs: 1000 * (cpuSeconds(pid) - before) }
}
