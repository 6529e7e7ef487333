/** SPEC 1: the product's base colour. */
export const BRAND_COLOR = '#2E83D9'

/** The letter N drawn in white on the mark's rounded square (BrandMark, and the first screen's copy). */
export const BRAND_LETTER_PATH = 'M9 23V9h3.2l7.6 9.4V9H23v14h-3.2l-7.6-9.4V23z'
