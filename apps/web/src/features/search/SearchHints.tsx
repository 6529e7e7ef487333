import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../shared/EmptyState'

const HINTS = ['phrase', 'exclude', 'or', 'names'] as const

/** The page before any search: what can be found, and how the box reads what is typed. */
export const SearchHints = () => {
  const { t } = useTranslation()
  return (
    <EmptyState
      icon={<ManageSearchOutlined />}
      title={t('search.start.title')}
      hint={t('search.start.hint')}
      action={
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', color: 'text.secondary' }}>
          {HINTS.map((hint) => (
            <Typography component="li" variant="body2" key={hint} sx={{ py: 0.25 }}>
              {t(`search.start.${hint}`)}
            </Typography>
          ))}
        </Box>
      }
    />
  )
}
