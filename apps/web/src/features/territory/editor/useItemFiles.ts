import { BYTES_PER_MB, LIMITS } from '@nauka/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { failureMessage } from '../../../api/errorText'
import { isAbort } from '../../files/upload'
import {
  type Attachment,
  progressed,
  removed,
  uploadFailed,
  uploading,
} from '../../posts/editor/attachments.model'
import { useAddItemFiles } from '../territory.queries'
import { forgetFile, sendFile } from './sendFile'

let counter = 0
const transferKey = () => {
  counter += 1
  return `transfer-${counter}`
}

/** A file over the size a publication file may have is refused before any byte leaves. */
export const TOO_LARGE = {
  key: 'territory.files.tooLarge',
  values: { gigabytes: LIMITS.publicationFileMaxBytes / (1024 * BYTES_PER_MB) },
}

/**
 * The files on their way to an item: each is sent with its own progress and cancel, then joins
 * the item (`POST /upload/item/{id}/file`), after which the item's own list shows it.
 */
export const useItemFiles = (itemId: string) => {
  const [transfers, setTransfers] = useState<Attachment[]>([])
  const latest = useRef(transfers)
  const controllers = useRef(new Map<string, AbortController>())
  const link = useAddItemFiles(itemId)
  const linkFiles = link.mutateAsync

  const change = useCallback((transition: (list: Attachment[]) => Attachment[]) => {
    setTransfers((list) => {
      const next = transition(list)
      latest.current = next
      return next
    })
  }, [])

  useEffect(() => {
    const running = controllers.current
    return () => {
      for (const controller of running.values()) controller.abort()
    }
  }, [])

  const start = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController()
      controllers.current.set(key, controller)
      const onProgress = (fraction: number) => change((list) => progressed(list, key, fraction))
      sendFile(file, { signal: controller.signal, onProgress })
        .then(async (fileId) => {
          if (!latest.current.some((item) => item.key === key)) return forgetFile(fileId)
          await linkFiles([fileId])
          change((list) => removed(list, key))
        })
        .catch((cause) => {
          if (!isAbort(cause)) change((list) => uploadFailed(list, key, failureMessage(cause)))
        })
        .finally(() => controllers.current.delete(key))
    },
    [change, linkFiles],
  )

  const add = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const key = transferKey()
        const meta = { name: file.name, type: file.type, size: file.size }
        change((list) => [...list, uploading(key, meta)])
        if (file.size > LIMITS.publicationFileMaxBytes) change((list) => uploadFailed(list, key, TOO_LARGE))
        else start(key, file)
      }
    },
    [change, start],
  )

  /** Cancels a file on its way, or forgets one that failed. */
  const drop = useCallback(
    (key: string) => {
      controllers.current.get(key)?.abort()
      change((list) => removed(list, key))
    },
    [change],
  )

  return { transfers, add, drop }
}
