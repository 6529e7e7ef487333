import {
  ActionTokenAnswer,
  ActionTokenRequest,
  ChangePasswordRequest,
  CheckEmailFreeAnswer,
  CheckEmailFreeRequest,
  ExecuteActionRequest,
  IdpHints,
  LoginRequest,
  OkAnswer,
  RegisterAnswer,
  RegisterRequest,
  SessionAnswer,
  SessionProbe,
  ValidateAnswer,
} from '../auth'
import { errors, route } from './route'

const tags = ['auth']
const refusals = errors(400, 401, 403, 409, 429)
const logoutRefusals = errors(401, 403)

/** The auth service: `/api/a` (DESIGN API map, SPEC 7): sign-in, registration, mailed links, sessions. */
export const authRoutes = {
  /** Signs in; sets the session cookie (and answers the token to a client that asks for it). */
  login: route({
    method: 'POST',
    path: '/api/a/login-actions/authenticate',
    tags,
    public: true,
    body: LoginRequest,
    responses: { 200: SessionAnswer, ...refusals },
  }),
  /** Registration step 1: whether an account may still be created with this e-mail. */
  checkEmailFree: route({
    method: 'POST',
    path: '/api/a/login-actions/authenticate/check-email-free',
    tags,
    public: true,
    body: CheckEmailFreeRequest,
    responses: { 200: CheckEmailFreeAnswer },
  }),
  /** The social sign-in providers the sign-in screen offers. */
  idpHints: route({
    method: 'GET',
    path: '/api/a/login-actions/authenticate/idp-hints',
    tags,
    public: true,
    responses: { 200: IdpHints },
  }),
  /** Registration by e-mail; the server mails the verification link. */
  register: route({
    method: 'POST',
    path: '/api/a/login-actions/register',
    tags,
    public: true,
    body: RegisterRequest,
    responses: { 201: RegisterAnswer, ...refusals },
  }),
  /** Mails a link: restore (reset-credentials) or the verification link again (verify-email). */
  execute: route({
    method: 'POST',
    path: '/api/a/login-actions/execute',
    tags,
    public: true,
    body: ExecuteActionRequest,
    responses: { 200: OkAnswer, ...refusals },
  }),
  /** Exchanges a mailed link's key for an action token, or sets the new password with it. */
  actionToken: route({
    method: 'POST',
    path: '/api/a/login-actions/action-token',
    tags,
    public: true,
    body: ActionTokenRequest,
    responses: { 200: ActionTokenAnswer, ...refusals },
  }),
  /** The signed-in user's status; 401 to a visitor. */
  validate: route({
    method: 'GET',
    path: '/api/a/oauth2c/validate',
    tags,
    responses: { 200: ValidateAnswer, ...errors(401) },
  }),
  /** The start-up check: answers a visitor 200 `{signedIn: false}` where `validate` answers 401. */
  session: route({
    method: 'GET',
    path: '/api/a/oauth2c/session',
    tags,
    public: true,
    responses: { 200: SessionProbe },
  }),
  /** Signs out: the web app's way, checked against cross-site use like every write. */
  logout: route({
    method: 'POST',
    path: '/api/a/oauth2c/logout',
    tags,
    responses: { 200: OkAnswer, ...logoutRefusals },
  }),
  /** SPEC 7's sign-out by GET, for bearer clients (the mobile web view) and same-origin fetches. */
  logoutByGet: route({
    method: 'GET',
    path: '/api/a/oauth2c/logout',
    tags,
    responses: { 200: OkAnswer, ...logoutRefusals },
  }),
  /** The signed-in user changes the password; a wrong current password answers 400. */
  changePassword: route({
    method: 'POST',
    path: '/api/a/oauth2c/change-password',
    tags,
    body: ChangePasswordRequest,
    responses: { 200: OkAnswer, ...refusals },
  }),
} as const
