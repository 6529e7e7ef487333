import Visibility from '@mui/icons-material/Visibility'
import VisibilityOff from '@mui/icons-material/VisibilityOff'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { OutlinedField, type OutlinedFieldProps } from '../../shared/form/OutlinedField'

type Props = Omit<OutlinedFieldProps, 'type' | 'endAdornment'>

/** A password input with a show/hide button that keyboard and screen reader users can reach. */
export const PasswordField = (props: Props) => {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  const label = visible ? t('auth.login.hidePassword') : t('auth.login.showPassword')
  return (
    <OutlinedField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={label}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  )
}
