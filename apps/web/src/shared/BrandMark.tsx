import { BRAND_COLOR } from './brand'

type Props = { size?: number }

/** The product's mark in its base colour; decorative, the name is always written beside it. */
export const BrandMark = ({ size = 32 }: Props) => (
  <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="8" fill={BRAND_COLOR} />
    <path d="M9 23V9h3.2l7.6 9.4V9H23v14h-3.2l-7.6-9.4V23z" fill="#fff" />
  </svg>
)
