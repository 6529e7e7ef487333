import type { ListingImage } from '@nauka/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { api } from '../../api/api'
import { deleteUploadedFile, isAbort, uploadFile } from '../files/upload'
import {
  type ImageItem,
  imageCount,
  imageFailed,
  imageMoved,
  imageRemoved,
  imagesOf,
  imageUploaded,
  imageUploading,
} from './images.model'
import { pickImages } from './model'

export type ImageRefusal = { names: string[]; overLimit: boolean }

let counter = 0
const localKey = () => {
  counter += 1
  return `image-${Date.now()}-${counter}`
}

/**
 * The editor's pictures: each picked png or jpeg uploads at once (`POST /market/listing-images`,
 * whose images no listing shows a day later the server deletes), shows from its local copy
 * meanwhile, and can be moved or removed.
 */
export const useListingImages = (initial: readonly ListingImage[]) => {
  const [items, setItems] = useState<ImageItem[]>(() => imagesOf(initial))
  const [refusal, setRefusal] = useState<ImageRefusal | null>(null)
  const latest = useRef(items)
  const controllers = useRef(new Map<string, AbortController>())
  const localUrls = useRef(new Set<string>())
  const change = useCallback((transition: (list: ImageItem[]) => ImageItem[]) => {
    setItems((list) => {
      const next = transition(list)
      latest.current = next
      return next
    })
  }, [])

  // Pictures uploaded here and not saved with the listing are nobody's: deleted when the form closes.
  const fresh = useRef(new Set<string>())
  const saved = useRef(false)

  useEffect(() => {
    const running = controllers.current
    const urls = localUrls.current
    const uploaded = fresh.current
    return () => {
      for (const controller of running.values()) controller.abort()
      for (const url of urls) URL.revokeObjectURL(url)
      if (saved.current) return
      for (const id of uploaded) void deleteUploadedFile(id).catch(() => undefined)
    }
  }, [])

  const add = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return
      const pick = pickImages(imageCount(latest.current), files)
      setRefusal(
        pick.refusedType.length > 0 || pick.overLimit
          ? { names: pick.refusedType.map((file) => file.name), overLimit: pick.overLimit }
          : null,
      )
      for (const file of pick.accepted) {
        const key = localKey()
        const url = URL.createObjectURL(file)
        localUrls.current.add(url)
        change((list) => [...list, imageUploading(key, url)])
        const controller = new AbortController()
        controllers.current.set(key, controller)
        uploadFile(file, { signal: controller.signal, endpoint: api.market.uploadImages })
          .then((descriptor) => {
            fresh.current.add(descriptor.id)
            change((list) => imageUploaded(list, key, descriptor.id))
          })
          .catch((cause) => {
            if (!isAbort(cause)) change((list) => imageFailed(list, key))
          })
          .finally(() => controllers.current.delete(key))
      }
    },
    [change],
  )

  const remove = useCallback(
    (key: string) => {
      controllers.current.get(key)?.abort()
      change((list) => imageRemoved(list, key))
      setRefusal(null)
    },
    [change],
  )

  const move = useCallback(
    (key: string, delta: number) => change((list) => imageMoved(list, key, delta)),
    [change],
  )

  /** The listing was saved with these pictures: closing the form keeps them. */
  const markSaved = useCallback(() => {
    saved.current = true
  }, [])

  return { items, refusal, add, remove, move, markSaved }
}
