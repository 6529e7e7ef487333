import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderInApp, t } from '../../test/renderApp'
import { ListingEditorDialog } from './ListingEditorDialog'

const open = () => {
  renderInApp(<ListingEditorDialog open onClose={() => {}} />)
  return screen.getByRole('dialog', { name: t('marketplace.editor.titleNew') })
}

describe('the listing form', () => {
  it('shows the contract messages under their fields once the person tries to publish', async () => {
    const user = userEvent.setup()
    open()
    await user.click(screen.getByRole('button', { name: t('marketplace.editor.publish') }))
    expect(await screen.findByText(t('validation.required.listing.title'))).toBeTruthy()
    expect(screen.getByText(t('validation.required.listing.description'))).toBeTruthy()
    expect(screen.getByText(t('validation.listing.noPlace'))).toBeTruthy()
  })

  it('refuses a price that is not an exact amount, and takes none when negotiable', async () => {
    const user = userEvent.setup()
    open()
    const price = screen.getByRole('textbox', { name: t('marketplace.editor.price') })
    await user.type(price, '12,5')
    await user.click(screen.getByRole('button', { name: t('marketplace.editor.publish') }))
    expect(await screen.findByText(t('validation.listing.price'))).toBeTruthy()
    await user.click(screen.getByRole('checkbox', { name: t('marketplace.editor.negotiable') }))
    expect(screen.queryByText(t('validation.listing.price'))).toBeNull()
    expect((price as HTMLInputElement).disabled).toBe(true)
  })
})
