import { Dictionary, formatRef, type SettingsModel } from '@nauka/contracts'

/** The settings dictionary: each form and element is a term of it, referenced as "132:<num>". */
const SETTINGS_DICTIONARY = Dictionary.settings
const access = (num: number) => formatRef(Dictionary.settingsAccessLevels, num)

type Text = { ru: string; en: string }
interface ElementDef {
  num: number
  name: string
  title: Text
  type: 'boolean' | 'ext_choice'
  default: boolean | string
}
interface FormDef {
  num: number
  name: string
  title: Text
  elements: ElementDef[]
}

const FORMS: FormDef[] = [
  {
    num: 1,
    name: 'privacy',
    title: { ru: 'Приватность', en: 'Privacy' },
    elements: [
      {
        num: 11,
        name: 'profile_visibility',
        title: { ru: 'Кто видит мой профиль', en: 'Who can see my profile' },
        type: 'ext_choice',
        default: access(1),
      },
      {
        num: 12,
        name: 'contacts_visibility',
        title: { ru: 'Кто видит мои контакты', en: 'Who can see my contacts' },
        type: 'ext_choice',
        default: access(3),
      },
      {
        num: 13,
        name: 'who_can_message',
        title: { ru: 'Кто может писать мне сообщения', en: 'Who can send me messages' },
        type: 'ext_choice',
        default: access(2),
      },
      {
        num: 14,
        name: 'who_can_comment',
        title: { ru: 'Кто может комментировать мои записи', en: 'Who can comment on my posts' },
        type: 'ext_choice',
        default: access(2),
      },
      {
        num: 15,
        name: 'show_online_status',
        title: { ru: 'Показывать, что я в сети', en: 'Show when I am online' },
        type: 'boolean',
        default: true,
      },
    ],
  },
  {
    num: 2,
    name: 'notifications',
    title: { ru: 'Уведомления', en: 'Notifications' },
    elements: [
      {
        num: 21,
        name: 'notify_comments',
        title: { ru: 'Новые комментарии к моим записям', en: 'New comments on my posts' },
        type: 'boolean',
        default: true,
      },
      {
        num: 22,
        name: 'notify_replies',
        title: { ru: 'Ответы на мои комментарии', en: 'Replies to my comments' },
        type: 'boolean',
        default: true,
      },
      {
        num: 23,
        name: 'notify_messages',
        title: { ru: 'Новые сообщения в чатах', en: 'New chat messages' },
        type: 'boolean',
        default: true,
      },
      {
        num: 24,
        name: 'notify_followers',
        title: { ru: 'Новые подписчики', en: 'New followers' },
        type: 'boolean',
        default: true,
      },
      {
        num: 26,
        name: 'notify_publications',
        title: {
          ru: 'Новые публикации авторов, на которых я подписан',
          en: 'New publications of authors I follow',
        },
        type: 'boolean',
        default: true,
      },
      {
        num: 27,
        name: 'notify_saved_searches',
        title: {
          ru: 'Новые результаты сохранённых поисков',
          en: 'New results of my saved searches',
        },
        type: 'boolean',
        default: true,
      },
      {
        num: 25,
        name: 'email_digest',
        title: { ru: 'Сводка новостей по электронной почте', en: 'News digest by e-mail' },
        type: 'boolean',
        default: false,
      },
    ],
  },
]

/** The settings model in one language; choices are picked from settings access levels (133). */
export function buildSettingsModel(lang: 1 | 2): SettingsModel {
  const pick = (t: Text) => (lang === 1 ? t.ru : t.en)
  return {
    forms: FORMS.map((form) => ({
      type: 'form' as const,
      name: form.name,
      title: pick(form.title),
      num: form.num,
      elements: form.elements.map((el) => ({
        type: el.type,
        name: el.name,
        title: pick(el.title),
        num: el.num,
        uref: formatRef(SETTINGS_DICTIONARY, el.num),
        cls: el.type === 'ext_choice' ? Dictionary.settingsAccessLevels : null,
        default: el.default,
        context: ['user' as const],
      })),
    })),
  }
}
