import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'

/** The avatar of a header: large, ringed in the paper's colour where it overlaps the banner. */
export const HEADER_AVATAR = {
  size: { xs: 96, sm: 128 },
  sx: { border: 4, borderColor: 'background.paper' },
} as const

type Props = {
  bannerUrl: string | null
  /** The banner image's text (it names whose banner it is). */
  bannerAlt: string
  /** What lies over the banner: a button to change it, a chip. */
  overBanner?: ReactNode
  /** The avatar (`HEADER_AVATAR`), with what lies over it. */
  avatar: ReactNode
  /** Beside the avatar: the name as the page's h1, and what stands under it. */
  heading: ReactNode
  actions?: ReactNode
  /** Below: chips, work, counters. */
  children?: ReactNode
}

/**
 * The top of a profile's or a group's page: a 3:1 banner (a gradient of the primary colour until
 * one is uploaded), the avatar overlapping it, the name beside, the actions at the end, more below.
 */
export const BannerHeader = ({
  bannerUrl,
  bannerAlt,
  overBanner,
  avatar,
  heading,
  actions,
  children,
}: Props) => (
  <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '3 / 1',
        maxHeight: 260,
        width: '100%',
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
      }}
    >
      {bannerUrl && (
        <Box
          component="img"
          src={bannerUrl}
          alt={bannerAlt}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      {overBanner}
    </Box>
    <Box sx={{ px: { xs: 2, sm: 3 }, pb: 2.5 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        alignItems={{ xs: 'flex-start', sm: 'flex-end' }}
        spacing={2}
        sx={{ mt: { xs: -6, sm: -8 } }}
      >
        <Box sx={{ position: 'relative', flexShrink: 0 }}>{avatar}</Box>
        <Stack sx={{ flex: 1, minWidth: 0, pb: { sm: 0.5 } }} spacing={0.25}>
          {heading}
        </Stack>
        {actions && (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            flexWrap="wrap"
            alignItems="center"
            sx={{ pb: { sm: 0.5 } }}
          >
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Box>
  </Paper>
)
