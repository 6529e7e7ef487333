import { crc32, deflateSync } from 'node:zlib'

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A real PNG of `width` × `height` (8-bit RGB), drawn as a diagonal gradient with a dot in the
 * middle, so a crop of it is not a flat colour. Generated here: the tests keep no binary fixtures.
 */
export const gradientPng = (width: number, height: number, seed = 0): Buffer => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // colour type: RGB
  const rows: Buffer[] = []
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3) // filter byte 0, then pixels
    for (let x = 0; x < width; x += 1) {
      const dot = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (Math.min(width, height) / 6) ** 2
      row[1 + x * 3] = dot ? 255 : Math.min(255, (x * 255) / width + seed)
      row[2 + x * 3] = dot ? 255 : (y * 255) / height
      row[3 + x * 3] = dot ? 255 : Math.max(0, 180 - seed)
    }
    rows.push(row)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
