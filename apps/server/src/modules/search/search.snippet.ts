import type { SnippetRun } from '@nauka/contracts'
import { MARK_END, MARK_START } from './search.text.queries'

/**
 * Cuts a text marked by `ts_headline` (see `headline`) into runs, the matched words as `hit`.
 * Adjacent runs of the same kind are joined and empty ones dropped; an unclosed mark runs to the end.
 */
export function snippetRuns(marked: string): SnippetRun[] {
  const runs: SnippetRun[] = []
  const push = (text: string, hit: boolean) => {
    if (!text) return
    const last = runs.at(-1)
    if (last && last.hit === hit) last.text += text
    else runs.push({ text, hit })
  }
  let hit = false
  let run = ''
  for (const char of marked) {
    if (char === MARK_START || char === MARK_END) {
      push(run, hit)
      run = ''
      hit = char === MARK_START
    } else run += char
  }
  push(run, hit)
  return runs
}

/** Whether a marked text holds any matched word. */
export const hasHit = (marked: string | null | undefined): marked is string =>
  typeof marked === 'string' && marked.includes(MARK_START)

/** The plain text of runs. */
export const plainText = (runs: SnippetRun[]): string => runs.map((run) => run.text).join('')
