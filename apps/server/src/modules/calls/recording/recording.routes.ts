import { API } from '@nauka/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser } from '../../../platform/auth-guard'
import { mount } from '../../../platform/mount'
import { parseRange } from '../../files/files.range'
import { downloadHeaders, sendBytes } from '../../files/files.send'
import type { RecordingService } from './recording.service'

/** Recordings of calls (the reference calls API): start, stop, the dialog's list, a file, delete. */
export const recordingRoutes =
  (recordings: RecordingService): FastifyPluginAsyncZod =>
  async (app) => {
    const routes = API.calls
    mount(app, routes.recordStart, async (req) =>
      recordings.start(currentUser(req).id, req.params.dialogId, req.body),
    )
    mount(app, routes.recordStop, async (req) => recordings.stop(currentUser(req).id, req.params.dialogId))
    mount(app, routes.recordList, async (req) => recordings.list(currentUser(req).id, req.params.dialogId))
    mount(app, routes.recordDelete, async (req) =>
      recordings.delete(currentUser(req).id, req.params.recordId),
    )
    // The WebM, with one Range at a time (a player seeks), streamed from the storage.
    mount(app, routes.recordContent, async (req, reply) => {
      const served = await recordings.content(currentUser(req).id, req.params.recordId)
      downloadHeaders(reply, served.name, served.mime)
      return sendBytes(reply, parseRange(req.headers.range, served.size), served.size, served.open)
    })
  }
