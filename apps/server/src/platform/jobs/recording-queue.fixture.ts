import type { JobQueue } from './job-queue'
import type { JobHandler } from './queue-worker'

interface Sent {
  name: string
  key: string | undefined
}

/** The queue's define and send, recorded; `failNextSend` makes the next send throw. */
export function recordingQueue() {
  const sent: Sent[] = []
  const defined: { name: string; handler: JobHandler<unknown>; oncePerKey: boolean | undefined }[] = []
  let failNext = false
  const jobs: Pick<JobQueue, 'define' | 'send'> = {
    define: (name, handler, policy = {}) =>
      void defined.push({ name, handler: handler as JobHandler<unknown>, oncePerKey: policy.oncePerKey }),
    send: async (name, _data, options = {}) => {
      if (failNext) {
        failNext = false
        throw new Error('the database is away')
      }
      sent.push({ name, key: options.singletonKey })
      return 'job id'
    },
  }
  const failNextSend = () => {
    failNext = true
  }
  return { jobs, sent, defined, failNextSend }
}
