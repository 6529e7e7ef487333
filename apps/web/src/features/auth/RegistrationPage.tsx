import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import { useReducer } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiError } from '../../api/ApiError'
import { errorText } from '../../api/errorText'
import { PATHS } from '../../shared/paths'
import { RouterLink } from '../../shared/RouterLink'
import { AuthCard } from './AuthCard'
import { register } from './auth.api'
import { ConfirmStep } from './ConfirmStep'
import { EmailStep } from './EmailStep'
import { PasswordStep } from './PasswordStep'
import { initialSignUpState, nextSignUpState, SignUpStep } from './registration.model'

const STEP_LABELS = [
  'auth.registration.steps.email',
  'auth.registration.steps.password',
  'auth.registration.steps.confirm',
]

/** SPEC 2: /registration, three steps — e-mail, password, check the mail. */
export const RegistrationPage = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  // Sign-up state lives with the page: leaving it or finishing clears it (SPEC 2).
  const [state, dispatch] = useReducer(nextSignUpState, initialSignUpState)

  const send = async (password: string) => {
    dispatch({ type: 'requested' })
    try {
      await register(state.email, password)
      dispatch({ type: 'registered' })
    } catch (error) {
      // SPEC 8: sign-up errors by the catalogue, falling back to the sign-up error text.
      const text = error instanceof ApiError ? errorText(t, error, 'errors.signUp') : t('errors.signUp')
      dispatch({ type: 'failed', error: text })
    }
  }

  return (
    <AuthCard title={t('auth.registration.title')}>
      <Stepper activeStep={state.step} alternativeLabel>
        {STEP_LABELS.map((label) => (
          <Step key={label}>
            <StepLabel>{t(label)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {state.step === SignUpStep.Email && (
        <EmailStep initial={state.email} onNext={(email) => dispatch({ type: 'emailEntered', email })} />
      )}
      {state.step === SignUpStep.Password && (
        <PasswordStep
          labels={{
            password: t('auth.registration.password'),
            confirmation: t('auth.registration.confirmation'),
            submit: t('auth.registration.submit'),
          }}
          loading={state.loading}
          error={state.error}
          onEdit={() => dispatch({ type: 'errorCleared' })}
          onSubmit={send}
          onBack={() => dispatch({ type: 'back' })}
        />
      )}
      {state.step === SignUpStep.Confirm && (
        <ConfirmStep email={state.email} onFinish={() => navigate(PATHS.home, { replace: true })} />
      )}
      {state.step !== SignUpStep.Confirm && (
        <Typography textAlign="center">
          {t('auth.registration.haveAccount')}{' '}
          <RouterLink to={PATHS.login}>{t('auth.registration.signIn')}</RouterLink>
        </Typography>
      )}
    </AuthCard>
  )
}
