import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import { AuthErrorCode } from '@nauka/contracts'
import { useReducer } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiError } from '../../api/ApiError'
import { failureMessage } from '../../api/errorText'
import { langIdOf } from '../../shared/locale'
import { PATHS } from '../../shared/paths'
import { RouterLink } from '../../shared/RouterLink'
import { AuthCard } from './AuthCard'
import { isEmailFree, register } from './auth.api'
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
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  // Sign-up state lives with the page: leaving it or finishing clears it (SPEC 2).
  const [state, dispatch] = useReducer(nextSignUpState, initialSignUpState)

  // SPEC 8: sign-up errors by the catalogue, falling back to the sign-up error text.
  const failed = (error: unknown) =>
    dispatch({
      type: 'failed',
      error: failureMessage(error, 'errors.signUp'),
      code: error instanceof ApiError ? error.code : undefined,
    })

  // Step 1 stops early on a taken e-mail, with the message the registration itself would give.
  const checkEmail = async (email: string) => {
    dispatch({ type: 'requested' })
    try {
      if (await isEmailFree(email)) dispatch({ type: 'emailEntered', email })
      else
        dispatch({
          type: 'failed',
          error: { key: `errors.${AuthErrorCode.UserAlreadyExists}` },
          code: AuthErrorCode.UserAlreadyExists,
        })
    } catch (error) {
      failed(error)
    }
  }

  const send = async (password: string) => {
    dispatch({ type: 'requested' })
    try {
      await register({ username: state.email, password, lang: langIdOf(i18n.language) })
      dispatch({ type: 'registered' })
    } catch (error) {
      failed(error)
    }
  }

  const finish = () => {
    dispatch({ type: 'finished' })
    navigate(PATHS.home, { replace: true })
  }

  return (
    <AuthCard title={t('auth.registration.title')}>
      <Stepper activeStep={state.step} alternativeLabel>
        {STEP_LABELS.map((label, index) => (
          <Step key={label} completed={index < state.step}>
            <StepLabel>{t(label)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {state.step === SignUpStep.Email && (
        <EmailStep
          initial={state.email}
          loading={state.loading}
          error={state.error}
          taken={state.errorCode === AuthErrorCode.UserAlreadyExists}
          onEdit={() => dispatch({ type: 'errorCleared' })}
          onNext={checkEmail}
        />
      )}
      {state.step === SignUpStep.Password && (
        <PasswordStep
          labels={{
            password: t('auth.registration.password'),
            confirmation: t('auth.registration.confirmation'),
            submit: t('auth.registration.submit'),
          }}
          intro={t('auth.registration.passwordFor', { email: state.email })}
          username={state.email}
          loading={state.loading}
          error={state.error}
          onEdit={() => dispatch({ type: 'errorCleared' })}
          onSubmit={send}
          onBack={() => dispatch({ type: 'back' })}
        />
      )}
      {state.step === SignUpStep.Confirm && <ConfirmStep email={state.email} onFinish={finish} />}
      {state.step !== SignUpStep.Confirm && (
        <Typography textAlign="center">
          {t('auth.registration.haveAccount')}{' '}
          <RouterLink to={PATHS.login}>{t('auth.registration.signIn')}</RouterLink>
        </Typography>
      )}
    </AuthCard>
  )
}
