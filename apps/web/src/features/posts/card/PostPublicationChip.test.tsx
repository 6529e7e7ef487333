import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { stubFetch } from '../../../test/fetchStub'
import { postOf } from '../../../test/posts'
import { renderInApp, t } from '../../../test/renderApp'
import { publicationId } from '../../publications/test-data'
import { PostCard } from './PostCard'

const ID = publicationId(4)

describe('a post announcing a publication', () => {
  it('shows a chip to the publication page', () => {
    stubFetch({})
    const post = postOf(1, {
      publication: { id: ID, title: 'О свойствах радия', link: `/publication/${ID}` },
    })
    renderInApp(<PostCard post={post} />)
    const chip = screen.getByRole('link', {
      name: t('publication.post.chip', { title: 'О свойствах радия' }),
    })
    expect(chip.getAttribute('href')).toBe(`/publication/${ID}`)
  })

  it('shows no chip on any other post', () => {
    stubFetch({})
    renderInApp(<PostCard post={postOf(2)} />)
    expect(screen.queryByRole('link', { name: /О свойствах радия/ })).toBeNull()
  })
})
