import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useInstanceInfo } from './help.queries'

/** Who runs this installation and how to reach them: the address the legal documents refer to. */
export const OperatorContact = () => {
  const { t } = useTranslation()
  const { data, isPending, isError } = useInstanceInfo()
  return (
    <section aria-labelledby="help-contact" style={{ padding: '0 20px 20px' }}>
      <Typography id="help-contact" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('help.contact.title')}
      </Typography>
      {isPending ? (
        <Skeleton width={240} />
      ) : data?.contactEmail ? (
        <Typography>
          {t('help.contact.email')}{' '}
          <Link href={`mailto:${data.contactEmail}`} underline="always">
            {data.contactEmail}
          </Link>
        </Typography>
      ) : (
        <Typography color="text.secondary">
          {t(isError ? 'help.contact.error' : 'help.contact.none')}
        </Typography>
      )}
    </section>
  )
}
