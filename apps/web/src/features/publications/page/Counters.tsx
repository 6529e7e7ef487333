import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { PublicationMeta } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'

/** Views and downloads of a publication: icons with the numbers, read out in words. */
export const Counters = ({ meta }: { meta: PublicationMeta }) => {
  const { t } = useTranslation()
  const counters = [
    { key: 'views', icon: <VisibilityOutlined fontSize="small" />, count: meta.view_count },
    { key: 'downloads', icon: <DownloadOutlined fontSize="small" />, count: meta.download_count },
  ] as const
  return (
    <Stack direction="row" spacing={2} sx={{ color: 'text.secondary' }}>
      {counters.map(({ key, icon, count }) => (
        <Stack
          key={key}
          direction="row"
          spacing={0.5}
          alignItems="center"
          role="img"
          aria-label={t(`publication.counters.${key}`, { count })}
        >
          {icon}
          <Typography variant="body2">{count}</Typography>
        </Stack>
      ))}
    </Stack>
  )
}
