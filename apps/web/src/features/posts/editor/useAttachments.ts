import type { FileDescriptor } from '@nauka/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { failureMessage } from '../../../api/errorText'
import { fileMetaOf, type UploadRules } from '../../files/allowedTypes'
import { deleteUploadedFile, isAbort, uploadFile } from '../../files/upload'
import {
  type Attachment,
  attachedFiles,
  pickFiles,
  progressed,
  removed,
  uploaded,
  uploadFailed,
  uploading,
} from './attachments.model'

/** What the last pick refused: validation keys, and the names of files of an unsupported type. */
export type PickRefusal = { errors: string[]; unsupportedNames: string[] }

let counter = 0
const localKey = () => {
  counter += 1
  return `upload-${Date.now()}-${counter}`
}

/** Uploads nobody will publish are deleted; a failure only leaves an orphan the server may sweep. */
const metaOf = (file: File) => ({ name: file.name, type: file.type, size: file.size })

const forget = (fileId: string) => {
  void deleteUploadedFile(fileId).catch(() => undefined)
}

/**
 * The attachments of the editor: each accepted file starts uploading at once with its own
 * progress and can be cancelled or removed; the limits are checked before any upload (SPEC 5).
 */
export const useAttachments = (
  initial: readonly FileDescriptor[],
  rules: UploadRules | null,
  /** The allowed lists failed to load: only the limits are checked, the server judges types. */
  rulesFailed = false,
) => {
  const [items, setItems] = useState<Attachment[]>(() => attachedFiles(initial))
  const [refusal, setRefusal] = useState<PickRefusal | null>(null)
  const controllers = useRef(new Map<string, AbortController>())
  // The latest list, for the checks of a pick made before the next render.
  const latest = useRef(items)
  /** Every change goes through here, so `latest` never lags behind an update still to render. */
  const change = useCallback((transition: (list: Attachment[]) => Attachment[]) => {
    setItems((list) => {
      const next = transition(list)
      latest.current = next
      return next
    })
  }, [])
  // Set once the post is saved: its uploads are then the post's, not leftovers to delete.
  const saved = useRef(false)

  useEffect(() => {
    const running = controllers.current
    return () => {
      // The editor closed (saved, cancelled or Esc): uploads stop; unsaved uploads are deleted.
      for (const controller of running.values()) controller.abort()
      if (saved.current) return
      for (const item of latest.current) if (item.status === 'uploaded' && item.fileId) forget(item.fileId)
    }
  }, [])

  const start = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController()
      controllers.current.set(key, controller)
      uploadFile(file, {
        signal: controller.signal,
        onProgress: (fraction) => change((list) => progressed(list, key, fraction)),
      })
        .then((descriptor) => {
          // Removed while the last bytes were on their way: nobody will publish it.
          if (!latest.current.some((item) => item.key === key)) return forget(descriptor.id)
          change((list) => uploaded(list, key, descriptor))
        })
        .catch((cause) => {
          if (!isAbort(cause)) change((list) => uploadFailed(list, key, failureMessage(cause)))
        })
        .finally(() => controllers.current.delete(key))
    },
    [change],
  )

  // Files picked before the allowed lists arrived wait for them rather than being lost.
  const [waiting, setWaiting] = useState<File[]>([])
  const ready = rules !== null || rulesFailed

  const add = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return
      if (!ready) {
        setWaiting((list) => [...list, ...files])
        return
      }
      const picked = files.map((file) => ({ ...(rules ? fileMetaOf(file, rules) : metaOf(file)), file }))
      const result = pickFiles(latest.current, picked, rules)
      setRefusal(
        result.errors.length > 0
          ? { errors: result.errors, unsupportedNames: result.unsupportedNames }
          : null,
      )
      const started = result.accepted.map((meta) => ({ key: localKey(), meta }))
      change((list) => [...list, ...started.map(({ key, meta }) => uploading(key, meta))])
      for (const { key, meta } of started) start(key, meta.file)
    },
    [ready, rules, start, change],
  )

  useEffect(() => {
    if (!ready || waiting.length === 0) return
    setWaiting([])
    add(waiting)
  }, [ready, waiting, add])

  const remove = useCallback(
    (key: string) => {
      const item = latest.current.find((entry) => entry.key === key)
      if (!item) return
      controllers.current.get(key)?.abort()
      if (item.status === 'uploaded' && item.fileId) forget(item.fileId)
      change((list) => removed(list, key))
      setRefusal(null)
    },
    [change],
  )

  /** The post was published or saved with these files: closing the editor keeps them. */
  const markSaved = useCallback(() => {
    saved.current = true
  }, [])

  return { items, refusal, add, remove, markSaved }
}
