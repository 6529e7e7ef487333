import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline'
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import { PasswordMessage, type PasswordRule, passwordRuleResults } from '@nauka/contracts'
import { useTranslation } from 'react-i18next'

type Props = { open: boolean; password: string; onClose: () => void }

/** SPEC 2: the dialog listing the password rules, each marked as met or not for the typed password. */
export const PasswordRulesDialog = ({ open, password, onClose }: Props) => {
  const { t } = useTranslation()
  const results = passwordRuleResults(password)
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="password-rules-title">
      <DialogTitle id="password-rules-title">{t('auth.registration.rulesTitle')}</DialogTitle>
      <DialogContent>
        <List dense>
          {(Object.keys(PasswordMessage) as PasswordRule[]).map((rule) => (
            <ListItem key={rule}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {results[rule] ? (
                  <CheckCircleOutline color="success" titleAccess={t('auth.registration.ruleMet')} />
                ) : (
                  <RadioButtonUnchecked titleAccess={t('auth.registration.ruleUnmet')} />
                )}
              </ListItemIcon>
              <ListItemText primary={t(PasswordMessage[rule])} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
