import { FileUploadAnswer } from '../files'
import {
  Listing,
  ListingContact,
  ListingContactAnswer,
  ListingCreate,
  ListingIdParams,
  ListingListQuery,
  ListingPage,
  ListingReport,
  ListingReportCreate,
  ListingReportPage,
  ListingReportParams,
  ListingReportResolve,
  ListingReportsQuery,
  ListingUpdate,
} from '../market'
import { errors, route } from './route'

const tags = ['marketplace']
const BASE = '/api/core/market'
const refusals = errors(400, 401, 403, 404, 409)

/**
 * Issue 18: the marketplace. Open listings are read by everyone; a closed one by its author (and
 * by whoever holds a chat message about it); a hidden one by its author and the moderators.
 */
export const marketRoutes = {
  list: route({
    method: 'GET',
    path: `${BASE}/listings`,
    tags,
    public: true,
    query: ListingListQuery,
    responses: { 200: ListingPage, ...refusals },
  }),
  create: route({
    method: 'POST',
    path: `${BASE}/listings`,
    tags,
    body: ListingCreate,
    responses: { 201: Listing, ...refusals },
  }),
  get: route({
    method: 'GET',
    path: `${BASE}/listings/:id`,
    tags,
    public: true,
    params: ListingIdParams,
    responses: { 200: Listing, ...refusals },
  }),
  update: route({
    method: 'PATCH',
    path: `${BASE}/listings/:id`,
    tags,
    params: ListingIdParams,
    body: ListingUpdate,
    responses: { 200: Listing, ...refusals },
  }),
  /**
   * Images for a listing being written, as `POST /files` takes attachments (multipart field
   * `files`, its limits and answer). One that no listing shows a day later is deleted.
   */
  uploadImages: route({
    method: 'POST',
    path: `${BASE}/listing-images`,
    tags,
    multipart: true,
    responses: { 201: FileUploadAnswer, ...errors(400, 401, 413, 415) },
  }),
  /** Opens (or finds) the personal chat with the author and sends a message about the listing. */
  contact: route({
    method: 'POST',
    path: `${BASE}/listings/:id/contact`,
    tags,
    params: ListingIdParams,
    body: ListingContact,
    responses: { 200: ListingContactAnswer, ...refusals },
  }),
  report: route({
    method: 'POST',
    path: `${BASE}/listings/:id/reports`,
    tags,
    params: ListingIdParams,
    body: ListingReportCreate,
    responses: { 201: ListingReport, ...refusals },
  }),
  /** The platform's moderators only (403 to everyone else). */
  reports: route({
    method: 'GET',
    path: `${BASE}/reports`,
    tags,
    query: ListingReportsQuery,
    responses: { 200: ListingReportPage, ...refusals },
  }),
  resolveReport: route({
    method: 'PATCH',
    path: `${BASE}/reports/:id`,
    tags,
    params: ListingReportParams,
    body: ListingReportResolve,
    responses: { 200: ListingReport, ...refusals },
  }),
} as const
