import Box from '@mui/material/Box'
import { SIDEBAR_WIDTH } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'
import { HEADER_HEIGHT } from '../../shared/sizes'
import { NavList } from './NavList'

/** Width of the icon rail the left bar becomes between 768 and 1200. */
const RAIL_WIDTH = 80

/** The left bar: the navigation, in full (259px) or as an icon rail. */
export const LeftBar = ({ variant }: { variant: 'full' | 'rail' }) => {
  const { t } = useTranslation()
  const width = variant === 'full' ? SIDEBAR_WIDTH.left : RAIL_WIDTH
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{
        width,
        flexShrink: 0,
        position: 'sticky',
        top: HEADER_HEIGHT,
        alignSelf: 'flex-start',
        maxHeight: `calc(100dvh - ${HEADER_HEIGHT}px)`,
        overflowY: 'auto',
        py: 2,
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      <NavList compact={variant === 'rail'} />
    </Box>
  )
}
