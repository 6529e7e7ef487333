/**
 * How much of a PDF we are willing to read. pdf.js cannot read a file piece by piece: even when fed
 * by ranges (`PDFDataRangeTransport`) its `ChunkedStream` allocates one array of the file's whole
 * length and keeps every chunk it loads, so a file costs at least its size in memory. Hence a byte
 * cap, checked from the file's size before anything is read, and bounds on what pdf.js may spend.
 */
export const PDF_LIMITS = {
  /**
   * Bigger files are not opened (publication files may be 2 GB). Measured on Node 20 with a 70 MB
   * PDF (30 pages of photographs): peak RSS rose by 86 MB reading its text, 72 MB reading its
   * metadata, 109 MB drawing its cover: about the file's size, more for the cover, which decodes the
   * images of its page (bounded by `maxImagePixels`). An article is 1-20 MB, a thesis with figures
   * rarely above 100 MB.
   */
  maxBytes: 100 * 1024 * 1024,
  /**
   * Pages read for search, from the first: bounds the time a job spends on a 5,000-page scan
   * (dense text reads at 130 to 180 pages a second here).
   */
  maxPages: 500,
  /**
   * Characters of text kept. The text becomes a PostgreSQL tsvector (weight D), which may not
   * exceed 1 MB; a million characters (a 400-page book) stays well under it.
   */
  maxChars: 1_000_000,
  /**
   * Pixels of one image pdf.js decodes when drawing the cover; a bigger one is left out, not
   * decoded. A one-colour JPEG of a few hundred KB can hold 50 megapixels: drawing one raised the
   * peak RSS by 550 MB (25 Mpx: 275 MB, 16 Mpx: 184 MB). 16 Mpx still draws an A4 page scanned at
   * 400 dpi.
   */
  maxImagePixels: 16_000_000,
  /**
   * Growth of the server's resident memory while pdf.js reads one PDF, beyond which its thread is
   * ended (`tooCostly`). The readings above stay under 300 MB; a decompression bomb (300 KB that
   * inflate into 300 MB of page content) took 800 MB before this limit.
   */
  maxMemoryBytes: 512 * 1024 * 1024,
  /** Time one PDF may take (a 500-page read takes a few seconds): a bound for a hang or a loop. */
  maxMillis: 60_000,
} as const
