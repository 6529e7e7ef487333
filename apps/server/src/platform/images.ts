import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'

/** Bigger pictures are refused before decoding: a small file can unpack into gigabytes of pixels. */
const MAX_INPUT_PIXELS = 50_000_000

export interface ImageTarget {
  width: number
  height: number
  /** The content types accepted, judged from the bytes (never from the name or the declared type). */
  accept: readonly string[]
}

export type ImageResult =
  | { ok: true; data: Buffer; width: number; height: number; contentType: 'image/webp' }
  | { ok: false; reason: 'type' | 'unreadable' }

/**
 * Re-encodes an uploaded image as webp of exactly `width`×`height` (cover crop, centred), turned
 * upright by its EXIF orientation. sharp writes no metadata unless asked, so EXIF (GPS, camera) is
 * dropped; only the first frame of an animation is kept.
 */
export async function toWebp(input: Buffer, target: ImageTarget): Promise<ImageResult> {
  const sniffed = await fileTypeFromBuffer(input)
  if (!sniffed || !target.accept.includes(sniffed.mime)) return { ok: false, reason: 'type' }
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(target.width, target.height, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
    return { ok: true, data, width: info.width, height: info.height, contentType: 'image/webp' }
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
}
