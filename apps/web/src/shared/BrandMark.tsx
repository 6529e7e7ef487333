import { BRAND_COLOR, BRAND_LETTER_PATH } from './brand'

type Props = { size?: number }

/** The product's mark in its base colour; decorative, the name is always written beside it. */
export const BrandMark = ({ size = 32 }: Props) => (
  <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="8" fill={BRAND_COLOR} />
    <path d={BRAND_LETTER_PATH} fill="#fff" />
  </svg>
)
