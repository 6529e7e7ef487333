import {
  type CallMediaAck,
  type CallMediaClientEvent,
  type CallMediaEvent,
  GeneralErrorCode,
  type IceCandidate,
  type SfuJsep,
  type SfuSource,
  type SfuStream,
} from '@nauka/contracts'
import type { PeerConnection } from '../peerMesh'
import type { QualitySamples } from '../quality/monitor'
import { sampleQuality, statsOf } from '../quality/quality'
import { createLayerPicker } from './layers'
import { createRecovery, type Outcome } from './recovery'
import { camerasBySession, midsBySession, type SessionTracks, tracksBySession } from './remoteMedia'

/**
 * The part of `RTCPeerConnection` the media-server session uses, so unit tests can hand it a fake:
 * the mesh's part, with transceivers in place of tracks (simulcast needs them) and no remote
 * candidates (the media server puts its own in its descriptions).
 */
export type SfuPeer = Omit<
  PeerConnection,
  'addTrack' | 'getSenders' | 'addIceCandidate' | 'ontrack' | 'onnegotiationneeded'
> &
  Pick<RTCPeerConnection, 'addTransceiver' | 'getTransceivers'>

export type SfuPeerFactory = (config: RTCConfiguration) => SfuPeer

/**
 * The camera in three simulcast layers, listed highest first: the order Janus reads rids in by
 * default (`rid_order` "hml"), so its substream 0 is the quarter picture.
 */
export const CAMERA_ENCODINGS: RTCRtpEncodingParameters[] = [
  { rid: 'h', scaleResolutionDownBy: 1, maxBitrate: 1_200_000 },
  { rid: 'm', scaleResolutionDownBy: 2, maxBitrate: 500_000 },
  { rid: 'l', scaleResolutionDownBy: 4, maxBitrate: 150_000 },
]

/**
 * Chromium sends fewer simulcast layers of a small picture (two of 640×480, the quarter dropped):
 * from 960×540 it sends all three (960, 480 and 240 wide, measured against Janus).
 */
export const SIMULCAST_CAPTURE = { width: { ideal: 960 }, height: { ideal: 540 } } as const

/** A camera track asked for the simulcast size; its other constraints (device, frame rate) kept. */
const fitForSimulcast = async (track: MediaStreamTrack | null) => {
  if (!track?.applyConstraints) return
  await track.applyConstraints({ ...track.getConstraints(), ...SIMULCAST_CAPTURE }).catch(() => {})
}

/**
 * How long the connections of an answered attempt may stay short of connected before the session
 * starts over. ICE and DTLS take a second or two, twenty under heavy load; a publisher was seen
 * standing at ICE connected with its DTLS handshake to Janus never finishing, sending nothing for
 * minutes while its owner believed they were heard (eight people in two browsers on a loaded
 * machine, after a restart).
 */
export const CONNECT_TIMEOUT_MS = 30_000

/** What the session sends; null: not sent (a screen not shared, no camera). */
export type OwnTracks = Record<SfuSource, MediaStreamTrack | null>

/** Which call and media session every `callMedia` event of this session is about. */
type Ids = { dialogId: number; mediaSessionId: string }

export type SfuOptions = Ids & {
  createPeer: SfuPeerFactory
  config: RTCConfiguration
  /** Sends a `callMedia` event; its acknowledgement answers (a failure when none came). */
  send: (event: CallMediaClientEvent) => Promise<CallMediaAck>
  tracks: OwnTracks
  /** Each remote session's tracks, whenever the subscriber connection changed. */
  onMedia: (media: Map<string, SessionTracks>) => void
  /** The subscriber connection's state: that of every remote session. */
  onState: (state: RTCPeerConnectionState) => void
  /** Media cannot flow (the media server lost, the connections starting over), or flows again. */
  onRecovering: (recovering: boolean) => void
}

/** The server could not reach the media server (calls.mediaServerDown), or did not answer at all. */
const isDown = (ack: CallMediaAck): boolean =>
  !ack.ok && (ack.error.code === GeneralErrorCode.Unavailable || ack.error.code === 0)

const outcomeOf = (ack: CallMediaAck): Outcome => (isDown(ack) ? 'down' : 'ok')

/** One connection's trickled candidates, held until the media server has its handle. */
const candidateGate = (send: (candidate: IceCandidate | null) => void) => {
  let open = false
  let held: (IceCandidate | null)[] = []
  return {
    add(candidate: IceCandidate | null) {
      if (open) send(candidate)
      else held.push(candidate)
    },
    open() {
      open = true
      for (const candidate of held) send(candidate)
      held = []
    },
  }
}

/** Runs the tasks of one connection one after another; a failed one does not stop the next. */
const serial = () => {
  let last: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T | undefined> => {
    const run = last.then(task)
    last = run.catch(() => {})
    return run.catch(() => undefined)
  }
}

/**
 * A media session through the media server: one connection publishes this tab's microphone,
 * camera (simulcast) and screen; another receives everyone else, as the server's offers list them.
 * Signalling goes over the socket's `callMedia` (the browser never talks to Janus itself).
 */
export const createSfuSession = (options: SfuOptions) => {
  const ids: Ids = { dialogId: options.dialogId, mediaSessionId: options.mediaSessionId }
  const me = options.mediaSessionId
  const tracks: OwnTracks = { ...options.tracks }
  let closed = false
  /** The media server refused the last offer (no permit to take part). */
  let refused = false
  let streams: SfuStream[] = []

  const picker = createLayerPicker((mid, substream) => {
    void options.send({ action: 'layer', ...ids, mid, substream })
  })

  /** The last attempt to connect was answered: media flows once its connections connect. */
  let answered = false
  /** Starts over if the last attempt's connections have not connected in time. */
  let watchdog: ReturnType<typeof setTimeout> | undefined

  const recovery = createRecovery({
    attempt: () => {
      if (opened) renew()
      opened = true
      return connect()
    },
    onRecovering: options.onRecovering,
  })

  type Peer = {
    pc: SfuPeer
    gate: ReturnType<typeof candidateGate>
    run: ReturnType<typeof serial>
    /** It has the media server's description: it connects (or fails) from now on. */
    negotiated: boolean
  }

  const openPeer = (target: 'publisher' | 'subscriber'): Peer => {
    const pc = options.createPeer(options.config)
    const gate = candidateGate((candidate) => {
      void options.send({ action: 'candidate', ...ids, target, candidate })
    })
    pc.onicecandidate = ({ candidate }) => gate.add(candidate ? (candidate.toJSON() as IceCandidate) : null)
    const peer: Peer = { pc, gate, run: serial(), negotiated: false }
    pc.onconnectionstatechange = () => {
      // A connection replaced since has nothing more to tell.
      if (closed || (peer !== publisher && peer !== subscriber)) return
      if (target === 'subscriber') options.onState(pc.connectionState)
      // Janus gone without the server noticing yet, or the network: both connections start over.
      if (pc.connectionState === 'failed') void recovery.trigger()
      else checkFlowing()
    }
    return peer
  }

  let opened = false
  let publisher = openPeer('publisher')
  let subscriber = openPeer('subscriber')
  const sending = new Map<SfuSource, RTCRtpTransceiver>()

  /** While recovering: media flows again once every connection that was negotiated is connected. */
  const checkFlowing = () => {
    if (!recovery.recovering || !answered) return
    const negotiated = [publisher, subscriber].filter((p) => p.negotiated)
    if (negotiated.every((p) => p.pc.connectionState === 'connected')) recovery.flowing()
  }

  /** Both connections anew: the media server let go of (or lost) the session's handles. */
  const renew = () => {
    publisher.pc.close()
    subscriber.pc.close()
    sending.clear()
    streams = []
    picker.forgetAsked()
    publisher = openPeer('publisher')
    subscriber = openPeer('subscriber')
  }

  /** The transceivers follow the tracks: a new source is added, a screen no longer shared goes inactive. */
  const syncTransceivers = async (pc: SfuPeer) => {
    for (const source of ['microphone', 'camera', 'screen'] as const) {
      const track = tracks[source]
      const transceiver = sending.get(source)
      if (source === 'camera' && track !== transceiver?.sender.track) await fitForSimulcast(track)
      if (!transceiver) {
        if (track)
          sending.set(
            source,
            pc.addTransceiver(track, {
              direction: 'sendonly',
              ...(source === 'camera' ? { sendEncodings: CAMERA_ENCODINGS } : {}),
            }),
          )
        continue
      }
      if (transceiver.sender.track !== track) await transceiver.sender.replaceTrack(track)
      transceiver.direction = track ? 'sendonly' : 'inactive'
    }
  }

  /** Offers what this tab sends and applies the media server's answer (again after each change). */
  const publish = () => {
    const current = publisher
    return current.run(async (): Promise<Outcome> => {
      const { pc } = current
      if (closed || current !== publisher) return 'ok'
      await syncTransceivers(pc)
      if (sending.size === 0) return 'ok'
      await pc.setLocalDescription()
      // What is published now: a screen no longer shared keeps its transceiver but is not listed.
      const sources = [...sending].flatMap(([source, t]) =>
        t.mid === null || !tracks[source] ? [] : [{ mid: t.mid, source }],
      )
      const ack = await options.send({ action: 'publish', ...ids, jsep: offerOf(pc), sources })
      if (closed || current !== publisher) return 'ok'
      refused = !ack.ok || !ack.jsep
      if (!ack.ok || !ack.jsep) {
        // Back to stable, so a later publish can offer again.
        await pc.setLocalDescription({ type: 'rollback' })
        return outcomeOf(ack)
      }
      recovery.answered()
      await pc.setRemoteDescription(ack.jsep)
      current.negotiated = true
      current.gate.open()
      return 'ok'
    })
  }

  /** A publish outside an attempt to connect (a screen, a first camera): a media server down starts it all over. */
  const publishOrRecover = async () => {
    if ((await publish()) === 'down') await recovery.trigger()
  }

  /** Answers an offer of the media server and hands the tracks of its streams on, by mid. */
  const receive = async (current: Peer, jsep: SfuJsep, list: SfuStream[]): Promise<Outcome> => {
    const { pc } = current
    if (closed || current !== subscriber || jsep.type !== 'offer') return 'ok'
    await pc.setRemoteDescription(jsep)
    await pc.setLocalDescription()
    current.negotiated = true
    const answer = pc.localDescription
    // Sent before any candidate of it can be: candidates come as tasks, after this continuation.
    const acked = options.send({ action: 'answer', ...ids, jsep: { type: 'answer', sdp: answer?.sdp ?? '' } })
    current.gate.open()
    streams = list
    const trackOf = (mid: string) => pc.getTransceivers().find((t) => t.mid === mid)?.receiver.track ?? null
    options.onMedia(tracksBySession(list, me, trackOf))
    picker.setCameras(camerasBySession(list, me))
    return outcomeOf(await acked)
  }

  /**
   * Subscribes once `published` settled, in the subscriber's queue at once: an offer pushed while
   * this tab still publishes waits behind the subscription's own.
   */
  const subscribe = (published: Promise<unknown>) => {
    const current = subscriber
    return current.run(async (): Promise<Outcome> => {
      await published
      if (closed || current !== subscriber) return 'ok'
      const ack = await options.send({ action: 'subscribe', ...ids })
      // Nobody publishing yet: the media server's first offer comes as a `callMedia` event.
      if (ack.ok && ack.jsep) return receive(current, ack.jsep, ack.streams ?? [])
      return outcomeOf(ack)
    })
  }

  /** Publishes, then subscribes to everyone else: `down` when the server could not reach the media server. */
  const connect = async (): Promise<Outcome> => {
    answered = false
    const published = publish()
    const outcomes = await Promise.all([published, subscribe(published)])
    if (outcomes.includes('down')) return 'down'
    answered = true
    checkFlowing()
    watchConnecting()
    return 'ok'
  }

  /** A connection negotiated but still not connected once the timeout passed starts it all over. */
  const watchConnecting = () => {
    const attempt = [publisher, subscriber]
    clearTimeout(watchdog)
    watchdog = setTimeout(() => {
      if (closed || attempt[0] !== publisher || attempt[1] !== subscriber) return
      const stuck = attempt.some(
        (p) => p.negotiated && (p.pc.connectionState === 'new' || p.pc.connectionState === 'connecting'),
      )
      if (stuck) void recovery.trigger()
    }, CONNECT_TIMEOUT_MS)
  }

  return {
    /** Publishes, then subscribes to everyone else (starting over, after a wait, while the media server is down). */
    start: () => recovery.start(),

    /** The media server's new offer: someone started or stopped publishing. */
    async onEvent(event: CallMediaEvent) {
      if (event.mediaSessionId !== me || event.dialogId !== ids.dialogId) return
      const current = subscriber
      if ((await current.run(() => receive(current, event.jsep, event.streams))) === 'down')
        await recovery.trigger()
    },

    /** The camera (replaced in place) or one turned on for the first time (offered again). */
    setCamera(track: MediaStreamTrack | null) {
      tracks.camera = track
      const transceiver = sending.get('camera')
      if (!transceiver) return publishOrRecover()
      return fitForSimulcast(track).then(() => transceiver.sender.replaceTrack(track))
    },

    /** A microphone turned on for the first time (the call began without its permit): offered again with it. */
    setMicrophone(track: MediaStreamTrack | null) {
      tracks.microphone = track
      const transceiver = sending.get('microphone')
      return transceiver ? transceiver.sender.replaceTrack(track) : publishOrRecover()
    },

    /** Allowed to take part again: publishes what it was refused. */
    retryPublish: () => (refused ? publishOrRecover() : Promise.resolve()),

    /** A screen shared or no longer: the publisher is offered again with it, or with it inactive. */
    setScreen(track: MediaStreamTrack | null) {
      tracks.screen = track
      return publishOrRecover()
    },

    /**
     * After the socket came back: the server let go of this session's handles when the old socket
     * went, so both connections start over, at once.
     */
    restart: () => recovery.trigger(true),

    /** The server lost the media server (`callMediaRestart`): both connections start over. */
    mediaServerLost: () => recovery.trigger(),

    setTileSize: (sessionId: string, width: number) => picker.setTileSize(sessionId, width),

    /** Each remote session's share of the subscriber connection's statistics. */
    async samples(): Promise<QualitySamples> {
      const report = await subscriber.pc.getStats().catch(() => null)
      const stats = report ? statsOf(report) : []
      const samples: QualitySamples = new Map()
      for (const [sessionId, mids] of midsBySession(streams, me))
        samples.set(sessionId, sampleQuality(stats, mids))
      return samples
    },

    /** Each remote session's last heard audio level (0–1), for the active speaker. */
    async audioLevels(): Promise<Map<string, number>> {
      const owner = new Map(streams.map((s) => [s.mid, s.mediaSessionId]))
      const levels = new Map<string, number>()
      const report = await subscriber.pc.getStats().catch(() => null)
      for (const stat of report ? statsOf(report) : []) {
        const sessionId = stat.mid === undefined ? undefined : owner.get(stat.mid)
        if (stat.type === 'inbound-rtp' && stat.kind === 'audio' && sessionId && sessionId !== me)
          if (typeof stat.audioLevel === 'number') levels.set(sessionId, stat.audioLevel)
      }
      return levels
    },

    close() {
      closed = true
      clearTimeout(watchdog)
      recovery.close()
      picker.close()
      publisher.pc.close()
      subscriber.pc.close()
    },
  }
}

export type SfuSession = ReturnType<typeof createSfuSession>

const offerOf = (pc: SfuPeer): SfuJsep => ({ type: 'offer', sdp: pc.localDescription?.sdp ?? '' })
