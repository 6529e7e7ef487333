import Visibility from '@mui/icons-material/Visibility'
import VisibilityOff from '@mui/icons-material/VisibilityOff'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

type Props = Omit<TextFieldProps, 'type'>

/** A password input with a show/hide button that keyboard and screen reader users can reach. */
export const PasswordField = (props: Props) => {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  const label = visible ? t('auth.login.hidePassword') : t('auth.login.showPassword')
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
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
          ),
        },
      }}
    />
  )
}
