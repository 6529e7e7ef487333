import Chip from '@mui/material/Chip'
import { ListingStatus } from '@nauka/contracts'
import { useMarketText } from './useMarketText'

const COLOR = {
  [ListingStatus.Open]: 'success',
  [ListingStatus.Closed]: 'default',
  [ListingStatus.Hidden]: 'error',
} as const

/** A listing's status as a badge (the own listings and the listing page show it). */
export const ListingStatusChip = ({ status }: { status: ListingStatus }) => {
  const text = useMarketText()
  return <Chip size="small" variant="outlined" color={COLOR[status]} label={text.status(status)} />
}
