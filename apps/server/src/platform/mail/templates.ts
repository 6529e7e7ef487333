import type { Locale } from '@nauka/contracts'
import { type MailContent, type RenderedMail, renderLayout } from './layout'

/** What each template needs. Lifetimes are passed in: the auth module owns them. */
export interface MailParamsByTemplate {
  'verify-email': { link: string; email: string; expiresInHours: number }
  'reset-credentials': { link: string; email: string; expiresInHours: number }
  'password-changed': { email: string }
  /** `provider`: the social sign-in provider's display name, e.g. "ORCID". */
  'account-linked': { email: string; provider: string }
  /** The weekly news digest (settings 132:25): the new posts of the reader's feed, newest first. */
  'news-digest': { email: string; posts: { title: string; author: string | null; link: string }[] }
}

export type MailTemplate = keyof MailParamsByTemplate
export type MailParams<T extends MailTemplate = MailTemplate> = MailParamsByTemplate[T]

/** What templates need beyond their params. */
export interface MailContext {
  /** PUBLIC_URL, the base of every link. */
  siteUrl: string
}

const HOURS: Record<Locale, Record<Intl.LDMLPluralRule, string>> = {
  ru: { zero: 'часов', one: 'час', two: 'часа', few: 'часа', many: 'часов', other: 'часа' },
  en: { zero: 'hours', one: 'hour', two: 'hours', few: 'hours', many: 'hours', other: 'hours' },
}

/** "24 часа", "1 час", "5 часов"; "1 hour", "24 hours". */
export function hours(locale: Locale, n: number): string {
  return `${n} ${HOURS[locale][new Intl.PluralRules(locale).select(n)]}`
}

const restoreLink = (ctx: MailContext) => `${ctx.siteUrl.replace(/\/+$/, '')}/restore-password`

const SIGNATURE: Record<Locale, string[]> = {
  ru: ['С уважением,', 'команда «Науки»'],
  en: ['Best regards,', 'the Nauka team'],
}
const GREETING: Record<Locale, string> = { ru: 'Здравствуйте!', en: 'Hello,' }
const feedLink = (ctx: MailContext) => `${ctx.siteUrl.replace(/\/+$/, '')}/feed`
/** One post of a digest on a line of its own: title, author, link. */
const digestLine = (post: MailParams<'news-digest'>['posts'][number]) =>
  `«${post.title}»${post.author ? ` — ${post.author}` : ''}: ${post.link}`
const FALLBACK: Record<Locale, string> = {
  ru: 'Если кнопка не работает, скопируйте эту ссылку в адресную строку браузера:',
  en: 'If the button does not work, copy this link into your browser’s address bar:',
}

/** A template's own words; greeting, signature and the button's fallback line are shared. */
type TemplateTexts = Pick<MailContent, 'subject' | 'body' | 'after'> & {
  action?: { label: string; link: string }
}
type Texts<T extends MailTemplate> = (params: MailParams<T>, ctx: MailContext) => TemplateTexts

const TEMPLATES: { [T in MailTemplate]: Record<Locale, Texts<T>> } = {
  'verify-email': {
    ru: (p) => ({
      subject: 'Подтвердите адрес электронной почты в «Науке»',
      body: [
        `Адрес ${p.email} был указан при регистрации в «Науке» — научной социальной сети и репозитории публикаций. Чтобы завершить регистрацию, подтвердите, что это ваш адрес.`,
      ],
      action: { label: 'Подтвердить адрес', link: p.link },
      after: [
        `Ссылка действует ${hours('ru', p.expiresInHours)} и срабатывает один раз.`,
        'Если вы не регистрировались в «Науке», просто не обращайте внимания на это письмо: без подтверждения аккаунт не будет активирован.',
      ],
    }),
    en: (p) => ({
      subject: 'Confirm your e-mail address for Nauka',
      body: [
        `The address ${p.email} was used to sign up for Nauka, the science network and publication repository. To finish signing up, please confirm that this address is yours.`,
      ],
      action: { label: 'Confirm my address', link: p.link },
      after: [
        `The link is valid for ${hours('en', p.expiresInHours)} and works once.`,
        'If you did not sign up for Nauka, you can safely ignore this message: the account will not be activated without confirmation.',
      ],
    }),
  },
  'reset-credentials': {
    ru: (p) => ({
      subject: 'Восстановление пароля в «Науке»',
      body: [
        `Мы получили запрос на восстановление пароля для аккаунта ${p.email} в «Науке». Чтобы задать новый пароль, перейдите по ссылке.`,
      ],
      action: { label: 'Задать новый пароль', link: p.link },
      after: [
        `Ссылка действует ${hours('ru', p.expiresInHours)} и срабатывает один раз.`,
        'Если вы не запрашивали восстановление, не обращайте внимания на это письмо: ваш пароль останется прежним. Если такие письма приходят снова, сообщите об этом администратору площадки.',
      ],
    }),
    en: (p) => ({
      subject: 'Reset your Nauka password',
      body: [
        `We received a request to reset the password of the Nauka account ${p.email}. To choose a new password, follow the link below.`,
      ],
      action: { label: 'Choose a new password', link: p.link },
      after: [
        `The link is valid for ${hours('en', p.expiresInHours)} and works once.`,
        'If you did not ask for a reset, you can ignore this message: your password stays as it is. If such messages keep arriving, please let the administrator of this site know.',
      ],
    }),
  },
  'password-changed': {
    ru: (p, ctx) => ({
      subject: 'Пароль в «Науке» изменён',
      body: [
        `Пароль от аккаунта ${p.email} в «Науке» был изменён. Если это сделали вы, ничего больше делать не нужно.`,
        'Если вы не меняли пароль, возможно, кто-то другой получил доступ к вашему аккаунту. Восстановите доступ по ссылке ниже, задайте новый пароль и сообщите о случившемся администратору площадки.',
      ],
      action: { label: 'Восстановить доступ', link: restoreLink(ctx) },
      after: [],
    }),
    en: (p, ctx) => ({
      subject: 'Your Nauka password was changed',
      body: [
        `The password of the Nauka account ${p.email} was changed. If you did this, there is nothing else to do.`,
        'If you did not change your password, someone else may have access to your account. Restore access with the link below, choose a new password and let the administrator of this site know.',
      ],
      action: { label: 'Restore access', link: restoreLink(ctx) },
      after: [],
    }),
  },
  'account-linked': {
    ru: (p, ctx) => ({
      subject: `Вход через ${p.provider} привязан к вашему аккаунту в «Науке»`,
      body: [
        `К аккаунту ${p.email} в «Науке» привязан вход через ${p.provider}. Теперь вы можете входить этим способом. Если это сделали вы, ничего больше делать не нужно.`,
        'Если вы этого не делали, восстановите доступ по ссылке ниже, задайте новый пароль и сообщите о случившемся администратору площадки.',
      ],
      action: { label: 'Восстановить доступ', link: restoreLink(ctx) },
      after: [],
    }),
    en: (p, ctx) => ({
      subject: `${p.provider} sign-in linked to your Nauka account`,
      body: [
        `Sign-in with ${p.provider} was linked to the Nauka account ${p.email}. You can now sign in that way. If you did this, there is nothing else to do.`,
        'If you did not, restore access with the link below, choose a new password and let the administrator of this site know.',
      ],
      action: { label: 'Restore access', link: restoreLink(ctx) },
      after: [],
    }),
  },
  'news-digest': {
    ru: (p, ctx) => ({
      subject: 'Новое в «Науке» за неделю',
      body: ['Самое новое в вашей ленте за неделю:'],
      action: { label: 'Открыть ленту', link: feedLink(ctx) },
      after: [
        ...p.posts.map(digestLine),
        `Сводка приходит на адрес ${p.email}, потому что вы включили её в настройках. Отключить её можно там же: Настройки → Уведомления.`,
      ],
    }),
    en: (p, ctx) => ({
      subject: 'This week on Nauka',
      body: ['The newest in your feed this week:'],
      action: { label: 'Open the feed', link: feedLink(ctx) },
      after: [
        ...p.posts.map(digestLine),
        `This digest comes to ${p.email} because you turned it on in your settings. You can turn it off there: Settings → Notifications.`,
      ],
    }),
  },
}

/** The subject, text and HTML of one template in one language; every param is escaped by the layout. */
export function renderMail<T extends MailTemplate>(
  template: T,
  locale: Locale,
  params: MailParams<T>,
  ctx: MailContext,
): RenderedMail {
  const texts: Texts<T> = TEMPLATES[template][locale]
  const { action, ...rest } = texts(params, ctx)
  return renderLayout(locale, {
    ...rest,
    greeting: GREETING[locale],
    signature: SIGNATURE[locale],
    ...(action ? { action: { ...action, fallback: FALLBACK[locale] } } : {}),
  })
}
