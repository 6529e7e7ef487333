import { AddressType, ContactType, IdentifierType } from '@nauka/contracts'
import sharp from 'sharp'
import type { Client } from '../../test/http'
import { multipartFile } from '../../test/http'

/** Catalogue references that exist in the seeded catalogues. */
export const REF = {
  position: '47:3',
  activityArea: '24:1',
  educationType: '52:1',
  educationLevel: '53:7',
  russia: '208:643',
  germany: '208:276',
  moscow: '154:524901',
  berlin: '154:2950159',
  degree: '55:1',
  gender: '46:2',
} as const

export const validLabor = {
  organization: 'Lebedev Physical Institute',
  cPosition: REF.position,
  cActivityArea: REF.activityArea,
  startWork: '2015-09-01',
  current: true,
}

export const validEducation = {
  cType: REF.educationType,
  cLevel: REF.educationLevel,
  cCountry: REF.russia,
  cCity: REF.moscow,
  institution: 'Moscow State University',
  department: 'Physics',
  specialty: 'Theoretical physics',
  qualification: 'Physicist',
  startDate: '2005-09-01',
  endDate: '2010-06-30',
}

export const validContact = { cType: ContactType.Site, value: 'https://example.org/marie' }
export const validAddress = { cType: AddressType.Living, cCountry: REF.russia, cCity: REF.moscow }
export const validOrcid = { cIdentifier: IdentifierType.Orcid, value: '0000-0002-1825-0097' }

/** A real picture of the given size, made with sharp (a gradient, so it does not compress to nothing). */
export async function pngImage(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3)
  for (let i = 0; i < raw.length; i += 3) {
    raw[i] = (i / 3) % 256
    raw[i + 1] = Math.floor(i / 3 / width) % 256
    raw[i + 2] = 128
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

export const imagePart = (data: Buffer, name = 'photo.png', type = 'image/png') =>
  multipartFile('image', { name, type, data })

/** Creates one of each profile item through the API and answers their ids. */
export async function seedProfile(api: Client, userId: number) {
  const created = async (method: 'POST', url: string, body: unknown) => {
    const res = await api(method, url, body)
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
    return res.json() as { id: number }
  }
  const labor = await created('POST', `/api/core/user_profile/${userId}/labor_activity`, validLabor)
  const education = await created('POST', `/api/core/user_profile/${userId}/education`, validEducation)
  const contact = await created('POST', `/api/core/user_profile/${userId}/contact`, validContact)
  const address = await created('POST', '/api/core/address', validAddress)
  const author = await created('POST', `/api/core/author?user_id=${userId}`, {
    firstName: 'Marie',
    lastName: 'Curie',
  })
  const identifier = await created('POST', '/api/core/obj_identifier', {
    rObject: `203:${author.id}`,
    ...validOrcid,
  })
  return {
    labor: labor.id,
    education: education.id,
    contact: contact.id,
    address: address.id,
    author: author.id,
    identifier: identifier.id,
  }
}
