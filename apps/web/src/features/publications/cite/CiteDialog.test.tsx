import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { stubFetch, visitorSession } from '../../../test/fetchStub'
import { renderApp, t } from '../../../test/renderApp'
import { setupUser } from '../../../test/user'
import { publicationId, publicationOf } from '../test-data'

const ID = publicationId(1)
const BIBTEX = '@article{curie1898,\n  title = {О новом радиоактивном веществе},\n  year = {1898}\n}'
const RIS = 'TY  - JOUR\nTI  - О новом радиоактивном веществе\nER  - '
const CSL = [{ id: ID, type: 'article-journal', title: 'О новом радиоактивном веществе' }]

/** The cite route answers each format; the asked formats are kept in order. */
const stubCite = (asked: string[]) =>
  stubFetch({
    ...visitorSession,
    [`GET /api/core/publication/${ID}`]: {
      body: publicationOf(1, { title: 'О новом радиоактивном веществе' }),
    },
    [`GET /api/core/publication/${ID}/cite`]: ({ url }) => {
      const format = new URL(url, 'http://x').searchParams.get('format') ?? ''
      asked.push(format)
      return { body: format === 'ris' ? RIS : format === 'csl-json' ? CSL : BIBTEX }
    },
  })

const openDialog = async () => {
  const user = setupUser()
  await renderApp({ path: `/publication/${ID}` })
  await user.click(await screen.findByRole('button', { name: t('publication.actions.cite') }))
  const dialog = await screen.findByRole('dialog', { name: t('publication.cite.title') })
  return { user, dialog }
}

const citationBox = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: t('publication.cite.text') }) as HTMLTextAreaElement

describe('the cite dialog', () => {
  it('shows the BibTeX first, read-only, and copies it with a toast', async () => {
    const asked: string[] = []
    stubCite(asked)
    const { user, dialog } = await openDialog()
    await waitFor(() => expect(citationBox(dialog).value).toBe(BIBTEX))
    expect(asked).toEqual(['bibtex'])
    expect(citationBox(dialog).readOnly).toBe(true)
    expect(within(dialog).getByRole('radio', { name: 'BibTeX' })).toHaveProperty('checked', true)

    await user.click(within(dialog).getByRole('button', { name: t('publication.cite.copy') }))
    expect(await screen.findByText(t('publication.cite.copied'))).toBeTruthy()
    expect(await navigator.clipboard.readText()).toBe(BIBTEX)
  })

  it('asks for the format picked, and downloads it from the cite route', async () => {
    const asked: string[] = []
    stubCite(asked)
    const { user, dialog } = await openDialog()
    await waitFor(() => expect(citationBox(dialog).value).toBe(BIBTEX))

    await user.click(within(dialog).getByRole('radio', { name: 'RIS' }))
    await waitFor(() => expect(citationBox(dialog).value).toBe(RIS))
    const download = within(dialog).getByRole('link', { name: t('publication.cite.download') })
    expect(download.getAttribute('href')).toBe(`/api/core/publication/${ID}/cite?format=ris`)
    expect(download.hasAttribute('download')).toBe(true)

    // CSL-JSON is JSON: it shows as the JSON text it is.
    await user.click(within(dialog).getByRole('radio', { name: 'CSL-JSON' }))
    await waitFor(() => expect(JSON.parse(citationBox(dialog).value)).toEqual(CSL))
    expect(asked).toEqual(['bibtex', 'ris', 'csl-json'])

    // A format asked before is not asked again.
    await user.click(within(dialog).getByRole('radio', { name: 'BibTeX' }))
    await waitFor(() => expect(citationBox(dialog).value).toBe(BIBTEX))
    expect(asked).toEqual(['bibtex', 'ris', 'csl-json'])
  })

  it('says when the browser refuses the clipboard', async () => {
    stubCite([])
    const { user, dialog } = await openDialog()
    await waitFor(() => expect(citationBox(dialog).value).toBe(BIBTEX))
    Object.defineProperty(navigator.clipboard, 'writeText', {
      configurable: true,
      value: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    })
    await user.click(within(dialog).getByRole('button', { name: t('publication.cite.copy') }))
    expect(await screen.findByText(t('publication.cite.copyFailed'))).toBeTruthy()
  })
})
