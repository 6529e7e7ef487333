/** SPEC 1: the product's base colour. */
export const BRAND_COLOR = '#2E83D9'
