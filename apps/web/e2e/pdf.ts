/**
 * A small, real PDF (one empty page): the server judges files by their bytes, not by their names.
 * A `marker` goes into a comment line, so each file's bytes are its own (a download is compared
 * byte for byte with what was uploaded).
 */
export const tinyPdf = (marker?: string): Buffer =>
  Buffer.from(
    [
      '%PDF-1.4',
      ...(marker === undefined ? [] : [`% ${marker}`]),
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  )
