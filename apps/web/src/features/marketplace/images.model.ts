import type { ListingImage } from '@nauka/contracts'
import { moved } from './model'

/**
 * The pictures of a listing being written, in their order: those it has, and those uploading.
 * Saving sends the ids of the ready ones in this order (the first is the cover).
 */
export type ImageItem = {
  /** Local key: the file id once known, a generated key while uploading. */
  key: string
  /** What the thumbnail shows: the server's address, or the picked file's local one. */
  url: string
  status: 'uploading' | 'ready' | 'failed'
  fileId: string | null
}

export const imagesOf = (images: readonly ListingImage[]): ImageItem[] =>
  images.map((image) => ({ key: image.id, url: image.url, status: 'ready', fileId: image.id }))

export const imageUploading = (key: string, url: string): ImageItem => ({
  key,
  url,
  status: 'uploading',
  fileId: null,
})

const update = (list: readonly ImageItem[], key: string, change: (item: ImageItem) => ImageItem) =>
  list.map((item) => (item.key === key ? change(item) : item))

export const imageUploaded = (list: readonly ImageItem[], key: string, fileId: string): ImageItem[] =>
  update(list, key, (item) => ({ ...item, status: 'ready', fileId }))

export const imageFailed = (list: readonly ImageItem[], key: string): ImageItem[] =>
  update(list, key, (item) => ({ ...item, status: 'failed' }))

export const imageRemoved = (list: readonly ImageItem[], key: string): ImageItem[] =>
  list.filter((item) => item.key !== key)

export const imageMoved = (list: readonly ImageItem[], key: string, delta: number): ImageItem[] =>
  moved(
    list,
    list.findIndex((item) => item.key === key),
    delta,
  )

/** The ids saved with the listing, in order. */
export const imageIds = (list: readonly ImageItem[]): string[] =>
  list.flatMap((item) => (item.status === 'ready' && item.fileId ? [item.fileId] : []))

/** What counts toward the limit: everything but failed uploads. */
export const imageCount = (list: readonly ImageItem[]): number =>
  list.filter((item) => item.status !== 'failed').length

export const imagesUploading = (list: readonly ImageItem[]): boolean =>
  list.some((item) => item.status === 'uploading')
