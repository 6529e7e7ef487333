import type { Locale } from '@nauka/contracts'
import { VALIDATION_MESSAGES } from './validation-messages'

type Messages = Record<string, string>

/** Server-side texts: error messages by text code, and validation messages. ru is the default. */
export const MESSAGES: Record<Locale, Messages> = {
  ru: {
    user_not_authorized: 'Пользователь не авторизован',
    invalid_grant: 'Неверный адрес электронной почты или пароль',
    invalid_user: 'Пользователь не найден или заблокирован',
    invalid_key: 'Ссылка недействительна',
    user_action_required: 'Подтвердите адрес электронной почты: мы отправили вам письмо со ссылкой',
    invalid_identity_provider: 'Неизвестный способ входа',
    session_not_found: 'Сессия не найдена, войдите снова',
    user_already_authenticated: 'Вы уже вошли в систему',
    user_already_exists: 'Пользователь с таким адресом уже зарегистрирован',
    password_policy_not_met: 'Пароль не соответствует требованиям безопасности',
    unsupported_action: 'Действие не поддерживается',
    action_token_expired: 'Срок действия ссылки истёк, запросите новую',
    validation_failed: 'Проверьте введённые данные',
    bad_request: 'Некорректный запрос',
    access_denied: 'Доступ запрещён',
    not_found: 'Не найдено',
    conflict: 'Конфликт с текущим состоянием данных',
    payload_too_large: 'Слишком большой запрос',
    unsupported_media_type: 'Неподдерживаемый тип данных',
    too_many_requests: 'Слишком много попыток, повторите позже',
    internal_error: 'Внутренняя ошибка сервера',
    service_unavailable: 'Сервис временно недоступен',
    'catalog.unknown': 'Справочник {cls} не существует',
    'auth.password.wrongCurrent': 'Текущий пароль указан неверно',
    'mail.unavailable': 'Не удалось отправить письмо, попробуйте позже',
    'validation.required': 'Обязательное поле',
    'validation.invalidType': 'Неверный тип значения: ожидается {expected}',
    'validation.tooSmall': 'Значение должно быть не меньше {minimum}',
    'validation.tooBig': 'Значение должно быть не больше {maximum}',
    'validation.tooShort': 'Слишком короткое значение: минимум {minimum}',
    'validation.tooLong': 'Слишком длинное значение: максимум {maximum}',
    'validation.invalidFormat': 'Неверный формат',
    'validation.invalidValue': 'Недопустимое значение',
    'validation.unknownKeys': 'Неизвестные поля: {keys}',
    'validation.invalidJson': 'Тело запроса не является корректным JSON',
  },
  en: {
    user_not_authorized: 'User is not authorized',
    invalid_grant: 'Incorrect e-mail or password',
    invalid_user: 'User not found or disabled',
    invalid_key: 'The link is not valid',
    user_action_required: 'Please confirm your e-mail address: we have sent you a link',
    invalid_identity_provider: 'Unknown sign-in provider',
    session_not_found: 'Session not found, please sign in again',
    user_already_authenticated: 'You are already signed in',
    user_already_exists: 'A user with this e-mail is already registered',
    password_policy_not_met: 'The password does not meet the security rules',
    unsupported_action: 'Unsupported action',
    action_token_expired: 'The link has expired, please request a new one',
    validation_failed: 'Please check the data you entered',
    bad_request: 'Bad request',
    access_denied: 'Access denied',
    not_found: 'Not found',
    conflict: 'Conflicts with the current state of the data',
    payload_too_large: 'The request is too large',
    unsupported_media_type: 'Unsupported media type',
    too_many_requests: 'Too many attempts, please try again later',
    internal_error: 'Internal server error',
    service_unavailable: 'Service temporarily unavailable',
    'catalog.unknown': 'Catalogue {cls} does not exist',
    'auth.password.wrongCurrent': 'The current password is incorrect',
    'mail.unavailable': 'The mail could not be sent, please try again later',
    'validation.required': 'Required field',
    'validation.invalidType': 'Wrong value type: {expected} expected',
    'validation.tooSmall': 'Must be at least {minimum}',
    'validation.tooBig': 'Must be at most {maximum}',
    'validation.tooShort': 'Too short: at least {minimum}',
    'validation.tooLong': 'Too long: at most {maximum}',
    'validation.invalidFormat': 'Invalid format',
    'validation.invalidValue': 'Invalid value',
    'validation.unknownKeys': 'Unknown fields: {keys}',
    'validation.invalidJson': 'The request body is not valid JSON',
  },
}

export type MessageParams = Record<string, string | number>

/** Translates a key; an unknown key is returned as it is, so contract keys never vanish. */
export function translate(locale: Locale, key: string, params: MessageParams = {}): string {
  const template = MESSAGES[locale][key] ?? VALIDATION_MESSAGES[locale][key] ?? MESSAGES.ru[key] ?? key
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))
}
