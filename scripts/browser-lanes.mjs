// How `npm test` runs the browser specs on a 2-core machine: two lanes side by side, each a
// Playwright run with a server, mail catcher and TURN of its own (so no spec shares state or a rate
// limit with the other lane), then the specs that need the whole machine, alone.
import { readdirSync } from 'node:fs'

/** Eight browsers in one call: it needs every core, so nothing runs beside it. */
export const SOLO_SPECS = ['calls-sfu.spec.ts']

/**
 * The first lane: the eight newcomer walks (the longest file, about 6 min) and the media specs,
 * which together take about as long as all the rest (measured in CI at 6a14a40: 584 s against
 * 537 s). A new spec goes to the second lane unless it is named here.
 */
const FIRST_LANE = (spec) => spec === 'newcomer-walk.spec.ts' || /^(calls[-.]|chat-voice)/.test(spec)

/** The spec files of `dir` as three lists: two lanes to run side by side, then the solo ones. */
export function browserLanes(specs) {
  const sorted = [...specs].filter((spec) => spec.endsWith('.spec.ts')).sort()
  const shared = sorted.filter((spec) => !SOLO_SPECS.includes(spec))
  return {
    lanes: [shared.filter(FIRST_LANE), shared.filter((spec) => !FIRST_LANE(spec))],
    solo: sorted.filter((spec) => SOLO_SPECS.includes(spec)),
  }
}

export const specFiles = (dir) => readdirSync(dir)
