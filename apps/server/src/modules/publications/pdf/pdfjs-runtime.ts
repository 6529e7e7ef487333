/**
 * pdf.js 5 passes font data from its parser to the renderer through
 * `ArrayBuffer.prototype.transferToFixedLength` (ES2024), which Node 20 (our floor, see the root
 * package.json `engines`) lacks. Without it pdf.js swallows the error and draws every page without
 * its text ("ignoring errors during GetOperatorList"), so covers come out blank. This adds the
 * method where it is missing, as the serverless pdf.js build itself does for `Promise.withResolvers`.
 * Unlike the real one it copies without detaching the source; pdf.js never uses the source again.
 */
export function ensurePdfjsRuntime(): void {
  // Typed as ES2023, where the method does not exist yet; hence `in` rather than a property read.
  if ('transferToFixedLength' in ArrayBuffer.prototype) return
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value: function transferToFixedLength(this: ArrayBuffer, length = this.byteLength): ArrayBuffer {
      const copy = new ArrayBuffer(length)
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)))
      return copy
    },
  })
}
