import ExpandMore from '@mui/icons-material/ExpandMore'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { SectionPage } from '../../shared/SectionPage'
import { OperatorContact } from './OperatorContact'

const QUESTIONS = ['signIn', 'language', 'layout', 'offline'] as const

/** The help page: short answers to the questions people ask first. */
export const HelpPage = () => {
  const { t } = useTranslation()
  return (
    <SectionPage title={t('help.title')}>
      <Typography sx={{ p: 2.5 }} color="text.secondary">
        {t('help.intro')}
      </Typography>
      {QUESTIONS.map((key) => (
        <Accordion
          key={key}
          disableGutters
          elevation={0}
          sx={{ bgcolor: 'transparent' }}
          // The accordion wraps its summary in a heading (h3 by default): the level below the page's h1.
          slots={{ heading: 'h2' }}
        >
          <AccordionSummary
            expandIcon={<ExpandMore />}
            id={`help-${key}`}
            aria-controls={`help-${key}-answer`}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {t(`help.faq.${key}.q`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>{t(`help.faq.${key}.a`)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
      <OperatorContact />
    </SectionPage>
  )
}
