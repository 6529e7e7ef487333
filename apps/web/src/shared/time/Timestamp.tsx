import { useTranslation } from 'react-i18next'
import { currentLocale } from '../locale'
import { clockTime, fullDateTime, type RelativeStyle, relativeTime } from './format'
import { useNow } from './now'

type Props = {
  /** An ISO moment, as the API sends it. */
  value: string
  /**
   * `relative` for things people place by their age (posts, comments, the chat list, last seen),
   * `clock` for messages of a conversation, which sit under a day heading.
   */
  variant?: 'relative' | 'clock'
  /** `short` where space is tight (the chat list). */
  relativeStyle?: RelativeStyle
}

const RelativeText = ({ value, style }: { value: string; style: RelativeStyle }) => {
  const { i18n } = useTranslation()
  return <>{relativeTime(value, currentLocale(i18n.language), useNow(), style)}</>
}

/**
 * A moment as a `<time>` element: its machine-readable value, the words the variant asks for,
 * and the full date and time on hover.
 */
export const Timestamp = ({ value, variant = 'relative', relativeStyle = 'long' }: Props) => {
  const { i18n } = useTranslation()
  const locale = currentLocale(i18n.language)
  return (
    <time dateTime={value} title={fullDateTime(value, locale)}>
      {variant === 'clock' ? clockTime(value, locale) : <RelativeText value={value} style={relativeStyle} />}
    </time>
  )
}
