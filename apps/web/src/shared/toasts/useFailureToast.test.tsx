import Button from '@mui/material/Button'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { exchange } from '../../api/client'
import { refusalMessage } from '../../api/errorText'
import { stubFetch } from '../../test/fetchStub'
import { renderInApp, t } from '../../test/renderApp'
import { setupUser } from '../../test/user'
import { useFailureToast } from './useFailureToast'

const ID = 'c0ffee00-1234-4abc-8def-0123456789ab'
const failure = (code: number, message: string, requestId?: string) => ({
  error: { code, textCode: 'x', type: 'x', message },
  ...(requestId ? { requestId } : {}),
})

/** An action that fails the way the server answers it, told by the toast hook. */
const FailingAction = ({ refusal = false }: { refusal?: boolean }) => {
  const showFailure = useFailureToast()
  const act = () =>
    exchange('/api/act', { method: 'POST', body: {} }).catch((cause: unknown) =>
      refusal ? showFailure(cause, refusalMessage) : showFailure(cause),
    )
  return <Button onClick={() => void act()}>act</Button>
}

describe('useFailureToast (issue 19)', () => {
  it("tells a 500 in an error toast with the request's id, which copies", async () => {
    stubFetch({ 'POST /api/act': { status: 500, body: failure(5000, 'boom', ID) } })
    const user = setupUser()
    renderInApp(<FailingAction />)
    await user.click(screen.getByRole('button', { name: 'act' }))

    const message = await screen.findByText(t('errors.5000'))
    const toast = message.closest('#notistack-snackbar') as HTMLElement
    expect(within(toast).getByText(ID)).toBeTruthy()
    await user.click(within(toast).getByRole('button', { name: t('errors.requestId.copy') }))
    expect(await navigator.clipboard.readText()).toBe(ID)
    expect(within(toast).getByRole('status').textContent).toBe(t('errors.requestId.copied'))
  })

  it("tells a refusal in the flow's own words, without an id", async () => {
    const why = 'The group is closed to new members'
    stubFetch({ 'POST /api/act': { status: 403, body: failure(4030, why, ID) } })
    const user = setupUser()
    renderInApp(<FailingAction refusal />)
    await user.click(screen.getByRole('button', { name: 'act' }))

    expect(await screen.findByText(why)).toBeTruthy()
    expect(screen.queryByText(ID)).toBeNull()
  })
})
