import { BYTES_PER_MB, LIMITS } from '@nauka/contracts'
import { useCallback, useState } from 'react'
import { type ErrorMessage, failureMessage } from '../../../api/errorText'
import { useAddItemFiles } from '../territory.queries'

/** A file the author gave the item, until it joins it. */
export type Transfer = {
  key: string
  file: File
  /** Over the size a publication file may have: refused before any byte leaves. */
  tooLarge: boolean
  /** The stored file, once its bytes are in, while it joins the item. */
  fileId: string | null
  /** Joining the item failed (the bytes are in: trying again only joins it). */
  linkError: ErrorMessage | null
}

/** Why a file over the limit is refused. */
export const TOO_LARGE: ErrorMessage = {
  key: 'territory.files.tooLarge',
  values: { gigabytes: LIMITS.publicationFileMaxBytes / (1024 * BYTES_PER_MB) },
}

let counter = 0
const transferKey = () => {
  counter += 1
  return `transfer-${counter}`
}

/**
 * The files on their way to an item: each is sent on its own (its row shows the progress and
 * cancels it), then joins the item (`POST /upload/item/{id}/file`), whose own list then shows it.
 */
export const useItemFiles = (itemId: string) => {
  const [transfers, setTransfers] = useState<Transfer[]>([])
  const link = useAddItemFiles(itemId)
  const linkFiles = link.mutateAsync
  const change = useCallback(
    (key: string, patch: Partial<Transfer>) =>
      setTransfers((list) => list.map((t) => (t.key === key ? { ...t, ...patch } : t))),
    [],
  )
  const drop = useCallback((key: string) => setTransfers((list) => list.filter((t) => t.key !== key)), [])

  const add = useCallback((files: readonly File[]) => {
    const added = files.map((file) => ({
      key: transferKey(),
      file,
      tooLarge: file.size > LIMITS.publicationFileMaxBytes,
      fileId: null,
      linkError: null,
    }))
    setTransfers((list) => [...list, ...added])
  }, [])

  /** The bytes of a file are in: it joins the item, and leaves the transfers once it has. */
  const join = useCallback(
    (key: string, fileId: string) => {
      change(key, { fileId, linkError: null })
      linkFiles([fileId]).then(
        () => drop(key),
        (cause: unknown) => change(key, { linkError: failureMessage(cause) }),
      )
    },
    [change, drop, linkFiles],
  )

  return { transfers, add, join, drop }
}
