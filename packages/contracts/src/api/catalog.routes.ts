import {
  ClsAllQuery,
  ClsFindBody,
  ClsPage,
  InstanceInfo,
  SettingsModel,
  SettingsModelQuery,
} from '../catalog'
import { errors, route } from './route'

const tags = ['catalogues']

/** Public reference data (SPEC 7): catalogues (dictionaries), the settings model, the instance. */
export const catalogRoutes = {
  /** A whole catalogue in one language, a page at a time. */
  all: route({
    method: 'GET',
    path: '/api/core/cls/all',
    tags,
    public: true,
    query: ClsAllQuery,
    responses: { 200: ClsPage, ...errors(400) },
  }),
  /** The search of a picker: entries of a catalogue by term, optionally under a parent. */
  find: route({
    method: 'POST',
    path: '/api/core/cls/find',
    tags,
    public: true,
    body: ClsFindBody,
    responses: { 200: ClsPage, ...errors(400) },
  }),
  settingsModel: route({
    method: 'GET',
    path: '/api/core/settings/model',
    tags,
    public: true,
    query: SettingsModelQuery,
    responses: { 200: SettingsModel },
  }),
  /** The Operator's contact: the legal documents point to it. */
  instance: route({
    method: 'GET',
    path: '/api/core/settings/instance',
    tags,
    public: true,
    responses: { 200: InstanceInfo },
  }),
} as const
