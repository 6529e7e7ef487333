import { CALL_LIMITS } from '@nauka/contracts'
import type { FastifyInstance } from 'fastify'
import type { Platform } from './app.platform'
import type { Profiles } from './app.profiles'
import { callsRoutes } from './modules/calls/calls.routes'
import { CallsService } from './modules/calls/calls.service'
import { registerCallSocket } from './modules/calls/calls.socket'
import { CallSweeper, type SweepTiming } from './modules/calls/calls.sweeper'
import { setUpRecording } from './modules/calls/recording/recording.setup'
import { setUpMediaServer } from './modules/calls/sfu/sfu.setup'
import { ChatForCalls } from './modules/chat/chat.calls'
import { ChatEvents } from './modules/chat/chat.events'

/** Calls' timing: tests ring, forgive a lost socket and sweep in less time than people do. */
export type CallTiming = Partial<SweepTiming> & { ringSeconds?: number }

/** How often each process looks for run-out ringing and calls whose people are gone. */
const CALL_SWEEP_MS = 5000

/**
 * Calls (issues 16, 17) of dialogs, through the chat's membership and messages; sweeps in every
 * process. With JANUS_URL, group calls go through the media server (and may be recorded).
 */
export async function registerCalls(
  app: FastifyInstance,
  { config, db, realtime, jobs, storage }: Platform,
  { follows, summaries }: Profiles,
  timing: CallTiming | undefined,
): Promise<void> {
  const chatEvents = new ChatEvents(realtime)
  const mediaServer = config.JANUS_URL
    ? setUpMediaServer(app, db, realtime, {
        url: config.JANUS_URL,
        apiSecret: config.JANUS_API_SECRET,
        adminKey: config.JANUS_ADMIN_KEY,
      })
    : null
  const calls = new CallsService({
    db,
    chat: new ChatForCalls(db, chatEvents, follows),
    hub: realtime,
    summaries,
    ringSeconds: timing?.ringSeconds ?? config.CALL_RING_SECONDS,
    ice: { servers: config.ICE_SERVERS, turnSecret: config.TURN_SECRET },
    onRinging: (until) => callSweeper.ringingUntil(until),
    log: app.log,
    ...(mediaServer ? { media: mediaServer.server } : {}),
  })
  const callSweeper = new CallSweeper({
    db,
    hub: realtime,
    calls,
    timing: {
      graceMs: timing?.graceMs ?? CALL_LIMITS.graceSeconds * 1000,
      intervalMs: timing?.intervalMs ?? CALL_SWEEP_MS,
    },
    log: app.log,
  })
  registerCallSocket(realtime, calls, (id) => callSweeper.socketGone(id), app.log)
  await app.register(callsRoutes(calls))
  const callChat = new ChatForCalls(db, chatEvents, follows)
  await setUpRecording(app, {
    db,
    jobs,
    storage,
    media: mediaServer,
    dialogOf: (dialogId, userId) => callChat.dialogOf(dialogId, userId),
    announce: (callId) => calls.announce(callId),
    recordingsDir: config.JANUS_RECORDINGS_DIR,
    dataDir: config.DATA_DIR,
  })
  app.addHook('onReady', async () => callSweeper.start())
  app.addHook('preClose', () => callSweeper.stop())
}
