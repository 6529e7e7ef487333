import { z } from 'zod'
import { UserIdParams, UserItemParams } from '../profile-fields'
import {
  AcademicDegree,
  AcademicDegreeInput,
  AcademicDegreeList,
  Contact,
  ContactInput,
  Education,
  EducationInput,
  LaborActivity,
  LaborActivityInput,
  ScientificInterest,
  ScientificInterestInput,
  ScientificInterestList,
} from '../profile-items'
import { prefixed } from './prefixed'
import { errors, route } from './route'

const tags = ['profile']
const refusals = errors(400, 401, 403, 404)

/** One list section of a profile: its path segment, its item and what adding one takes. */
interface Section<I extends z.ZodType, N extends z.ZodType> {
  segment: string
  item: I
  input: N
}

/** Every section is read and added to the same way; reading is open to signed-in users. */
const readAndAdd = <I extends z.ZodType, N extends z.ZodType>({ segment, item, input }: Section<I, N>) => {
  const path = `/api/core/user_profile/:id/${segment}`
  return {
    list: route({
      method: 'GET',
      path,
      tags,
      params: UserIdParams,
      responses: { 200: z.array(item), ...refusals },
    }),
    add: route({
      method: 'POST',
      path,
      tags,
      params: UserIdParams,
      body: input,
      responses: { 201: item, ...refusals },
    }),
  } as const
}

/** Items with ids of their own (labour, education, contacts): changed and removed one by one. */
const ownItems = <I extends z.ZodType, N extends z.ZodType>(section: Section<I, N>) => {
  const path = `/api/core/user_profile/:id/${section.segment}/:itemId`
  const params = UserItemParams
  return {
    ...readAndAdd(section),
    change: route({
      method: 'PATCH',
      path,
      tags,
      params,
      body: section.input,
      responses: { 200: section.item, ...refusals },
    }),
    remove: route({ method: 'DELETE', path, tags, params, responses: { 204: null, ...refusals } }),
  } as const
}

/** Lists saved whole (degrees, interests): PATCH sends the new list and answers it. */
const wholeList = <I extends z.ZodType, N extends z.ZodType, L extends z.ZodType>(
  section: Section<I, N>,
  list: L,
) => ({
  ...readAndAdd(section),
  replace: route({
    method: 'PATCH',
    path: `/api/core/user_profile/:id/${section.segment}`,
    tags,
    params: UserIdParams,
    body: list,
    responses: { 200: z.array(section.item), ...refusals },
  }),
})

/** SPEC 7: the lists of a profile; reading is open to signed-in users, writing to the owner only. */
export const profileListsRoutes = {
  ...prefixed(
    'labor',
    ownItems({ segment: 'labor_activity', item: LaborActivity, input: LaborActivityInput }),
  ),
  ...prefixed('education', ownItems({ segment: 'education', item: Education, input: EducationInput })),
  ...prefixed('contacts', ownItems({ segment: 'contact', item: Contact, input: ContactInput })),
  ...prefixed(
    'degrees',
    wholeList(
      { segment: 'user_academic_degrees', item: AcademicDegree, input: AcademicDegreeInput },
      AcademicDegreeList,
    ),
  ),
  ...prefixed(
    'interests',
    wholeList(
      { segment: 'scientific_interest', item: ScientificInterest, input: ScientificInterestInput },
      ScientificInterestList,
    ),
  ),
} as const
