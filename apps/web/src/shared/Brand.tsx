import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { BrandMark } from './BrandMark'

type Props = { size?: 'small' | 'large' }

/** Mark and product name, as a heading-free label (pages own their headings). */
export const Brand = ({ size = 'small' }: Props) => {
  const { t } = useTranslation()
  return (
    <Stack direction="row" spacing={1.25} alignItems="center">
      <BrandMark size={size === 'large' ? 40 : 30} />
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: size === 'large' ? 26 : 20, lineHeight: 1 }}
      >
        {t('app.name')}
      </Typography>
    </Stack>
  )
}
