import { PROFILE_IMAGE, type ProfileImageKind } from '@nauka/contracts'

/** A rectangle of the source image, in its own pixels (what react-easy-crop reports). */
export type PixelArea = { x: number; y: number; width: number; height: number }

/** The crop frame of each image: the stored size's proportions (avatar square, banner 3:1). */
export const IMAGE_ASPECT: Record<ProfileImageKind, number> = {
  avatar: PROFILE_IMAGE.avatar.width / PROFILE_IMAGE.avatar.height,
  banner: PROFILE_IMAGE.banner.width / PROFILE_IMAGE.banner.height,
}

export const OUTPUT_TYPE = 'image/jpeg'
const OUTPUT_QUALITY = 0.9

/**
 * The size the crop is encoded at: the server's stored size (it re-encodes anyway), or the crop's
 * own size when smaller, so a small picture is not blown up before it travels.
 */
export const outputSize = (area: PixelArea, kind: ProfileImageKind): { width: number; height: number } => {
  const target = PROFILE_IMAGE[kind]
  const scale = Math.min(1, target.width / Math.max(1, area.width))
  const width = Math.max(1, Math.round(area.width * scale))
  return { width, height: Math.max(1, Math.round(width / IMAGE_ASPECT[kind])) }
}

/** The contracts' upload rules, checked on the picked file before it is decoded. */
export const imageFileIssue = (file: { type: string; size: number }): 'type' | 'tooLarge' | null => {
  if (!(PROFILE_IMAGE.mimeTypes as readonly string[]).includes(file.type)) return 'type'
  if (file.size > PROFILE_IMAGE.maxBytes) return 'tooLarge'
  return null
}

const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('the image could not be decoded'))
    image.src = src
  })

/** Draws the chosen area of the picture onto a canvas and returns it as a JPEG blob. */
export const cropToBlob = async (src: string, area: PixelArea, kind: ProfileImageKind): Promise<Blob> => {
  const image = await loadImage(src)
  const { width, height } = outputSize(area, kind)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2d canvas')
  // A transparent PNG would turn black in a JPEG: paint it on white.
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  context.imageSmoothingQuality = 'high'
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height)
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the crop could not be encoded'))),
      OUTPUT_TYPE,
      OUTPUT_QUALITY,
    ),
  )
}
