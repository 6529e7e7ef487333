// Generates the small hand-written catalogues (data held in this script):
//   node scripts/catalog-data/handwritten.mjs
// publicationType 39, authorshipType 140, identitySystem 38, accessLevel 59,
// uploadFileExt 60, uploadFileMime 58, uploadType 126, uploadItemType 129, contentType 57,
// genders 46, educationType 52, educationLevel 53, position 47, activityArea 24,
// addressType 20, contactType 31, settingsAccessLevels 133, academicDegree 55, academicTitle 48.
// Nums fixed by the SPEC (20:2, 20:6, 31:1..7, 38:3/4/6/51..57) are kept as given there.
// Never renumber an entry; add new ones at the end with the next free num.
import { writeCatalog } from './lib.mjs'

const HAND = 'hand-written for this project (scripts/catalog-data/handwritten.mjs)'
const rows = (list) => list.map(([num, code, ru, en, other]) => ({ num, code, ru, en, other }))

// ---------------------------------------------------------------- publicationType (39)
// other.csl: the matching CSL 1.0.2 item type, for citation export.
writeCatalog({
  cls: 39,
  name: 'publicationType',
  source: `${HAND}; CSL item types from the Citation Style Language 1.0.2 specification`,
  entries: rows([
    [1, 'journal-article', 'Статья в журнале', 'Journal article', { csl: 'article-journal' }],
    [
      2,
      'conference-paper',
      'Статья в сборнике материалов конференции',
      'Conference paper',
      { csl: 'paper-conference' },
    ],
    [3, 'conference-abstract', 'Тезисы доклада', 'Conference abstract', { csl: 'paper-conference' }],
    [4, 'monograph', 'Монография', 'Monograph', { csl: 'book' }],
    [5, 'book-chapter', 'Глава в книге', 'Book chapter', { csl: 'chapter' }],
    [6, 'textbook', 'Учебник', 'Textbook', { csl: 'book' }],
    [7, 'study-guide', 'Учебное пособие', 'Study guide', { csl: 'book' }],
    [8, 'dissertation', 'Диссертация', 'Thesis (dissertation)', { csl: 'thesis' }],
    [
      9,
      'dissertation-abstract',
      'Автореферат диссертации',
      'Dissertation abstract (author’s summary)',
      { csl: 'thesis' },
    ],
    [10, 'preprint', 'Препринт', 'Preprint', { csl: 'article' }],
    [11, 'review-article', 'Обзорная статья', 'Review article', { csl: 'article-journal' }],
    [12, 'book-review', 'Рецензия', 'Book review', { csl: 'review-book' }],
    [13, 'report', 'Отчёт о научно-исследовательской работе', 'Research report', { csl: 'report' }],
    [14, 'patent', 'Патент', 'Patent', { csl: 'patent' }],
    [15, 'dataset', 'Набор данных', 'Dataset', { csl: 'dataset' }],
    [16, 'software', 'Программное обеспечение', 'Software', { csl: 'software' }],
    [17, 'proceedings', 'Сборник материалов конференции', 'Conference proceedings', { csl: 'book' }],
    [
      18,
      'encyclopedia-article',
      'Статья в энциклопедии',
      'Encyclopedia article',
      { csl: 'entry-encyclopedia' },
    ],
    [19, 'edited-volume', 'Сборник научных трудов', 'Edited volume', { csl: 'book' }],
    [20, 'reference-book', 'Справочное издание', 'Reference book', { csl: 'book' }],
    [21, 'dictionary-entry', 'Статья в словаре', 'Dictionary entry', { csl: 'entry-dictionary' }],
    [
      22,
      'graduation-thesis',
      'Выпускная квалификационная работа',
      'Graduation thesis (bachelor’s or master’s)',
      { csl: 'thesis' },
    ],
    [
      23,
      'software-registration',
      'Свидетельство о регистрации программы для ЭВМ или базы данных',
      'Certificate of registration of a computer program or database',
      { csl: 'document' },
    ],
    [24, 'guidelines', 'Методические указания', 'Methodological guidelines', { csl: 'book' }],
    [
      25,
      'popular-science-article',
      'Научно-популярная статья',
      'Popular science article',
      { csl: 'article-magazine' },
    ],
    [26, 'presentation', 'Презентация доклада', 'Presentation slides', { csl: 'speech' }],
    [27, 'poster', 'Постер', 'Poster', { csl: 'speech' }],
    [28, 'editorial', 'Редакционная статья', 'Editorial', { csl: 'article-journal' }],
    [29, 'letter', 'Письмо в редакцию', 'Letter to the editor', { csl: 'article-journal' }],
    [30, 'translation', 'Перевод', 'Translation', { csl: 'article' }],
    [31, 'newspaper-article', 'Статья в газете', 'Newspaper article', { csl: 'article-newspaper' }],
    [32, 'standard', 'Стандарт', 'Standard', { csl: 'standard' }],
    [33, 'other', 'Другое', 'Other', { csl: 'document' }],
  ]),
})

// ---------------------------------------------------------------- authorshipType (140)
// other.marc: the MARC relator code (Library of Congress MARC Code List for Relators).
writeCatalog({
  cls: 140,
  name: 'authorshipType',
  source: `${HAND}; other.marc from the MARC Code List for Relators (Library of Congress)`,
  entries: rows([
    [1, 'author', 'Автор', 'Author', { marc: 'aut' }],
    [2, 'co-author', 'Соавтор', 'Co-author', { marc: 'aut' }],
    [3, 'editor', 'Редактор', 'Editor', { marc: 'edt' }],
    [4, 'editor-in-chief', 'Ответственный редактор', 'Editor-in-chief', { marc: 'edt' }],
    [5, 'translator', 'Переводчик', 'Translator', { marc: 'trl' }],
    [6, 'compiler', 'Составитель', 'Compiler', { marc: 'com' }],
    [7, 'reviewer', 'Рецензент', 'Reviewer', { marc: 'rev' }],
    [8, 'supervisor', 'Научный руководитель', 'Scientific supervisor', { marc: 'ths' }],
    [9, 'consultant', 'Научный консультант', 'Scientific consultant', { marc: 'csl' }],
    [10, 'illustrator', 'Иллюстратор', 'Illustrator', { marc: 'ill' }],
    [11, 'scientific-editor', 'Научный редактор', 'Scientific editor', { marc: 'edt' }],
    [12, 'commentator', 'Комментатор', 'Commentator', { marc: 'cmm' }],
    [13, 'introduction-author', 'Автор предисловия', 'Author of introduction', { marc: 'aui' }],
    [14, 'afterword-author', 'Автор послесловия', 'Author of afterword', { marc: 'aft' }],
    [15, 'project-director', 'Руководитель проекта', 'Project director', { marc: 'pdr' }],
    [16, 'programmer', 'Разработчик программного обеспечения', 'Software developer', { marc: 'prg' }],
    [17, 'contributor', 'Участник', 'Contributor', { marc: 'ctb' }],
    [18, 'cartographer', 'Картограф', 'Cartographer', { marc: 'ctg' }],
    [19, 'photographer', 'Фотограф', 'Photographer', { marc: 'pht' }],
    [20, 'corresponding-author', 'Автор для корреспонденции', 'Corresponding author', { marc: 'aut' }],
  ]),
})

// ---------------------------------------------------------------- identitySystem (38)
// Nums fixed by the SPEC. other.pattern: JavaScript regular expression for the identifier
// as entered (without a resolver prefix); other.url: resolver template with {id}, or null.
writeCatalog({
  cls: 38,
  name: 'identitySystem',
  source: `${HAND}; formats from the ORCID, Clarivate ResearcherID, eLibrary SPIN, ISO 2108 (ISBN), ISO 3297 (ISSN), UDC, BBK, ISO 26324 (DOI) specifications`,
  entries: rows([
    [
      3,
      'orcid',
      'ORCID',
      'ORCID iD',
      { pattern: '^\\d{4}-\\d{4}-\\d{4}-\\d{3}[\\dX]$', url: 'https://orcid.org/{id}' },
    ],
    [
      4,
      'researcherid',
      'ResearcherID (Web of Science)',
      'ResearcherID (Web of Science)',
      {
        pattern: '^[A-Z]{1,3}-\\d{4}-(19|20)\\d{2}$',
        url: 'https://www.webofscience.com/wos/author/record/{id}',
      },
    ],
    [6, 'spin', 'SPIN-код (eLibrary)', 'SPIN code (eLibrary)', { pattern: '^\\d{4}-\\d{4}$', url: null }],
    [
      51,
      'isbn',
      'ISBN',
      'ISBN',
      {
        pattern: '^(?:97[89][- ]?)?\\d{1,5}[- ]?\\d{1,7}[- ]?\\d{1,7}[- ]?[\\dX]$',
        url: 'https://www.worldcat.org/isbn/{id}',
      },
    ],
    [
      52,
      'issn',
      'ISSN',
      'ISSN',
      { pattern: '^\\d{4}-\\d{3}[\\dX]$', url: 'https://portal.issn.org/resource/ISSN/{id}' },
    ],
    [
      53,
      'udc',
      'УДК',
      'UDC (Universal Decimal Classification)',
      { pattern: '^\\d[\\d.,:;+/=()\\[\\]"\'\\-\\s]*$', url: null },
    ],
    [
      54,
      'bbk',
      'ББК',
      'BBK (Library-Bibliographical Classification)',
      { pattern: '^[0-9А-ЯЁа-яё][0-9А-ЯЁа-яё.,:;+/=()\\-\\s]*$', url: null },
    ],
    [56, 'doi', 'DOI', 'DOI', { pattern: '^10\\.\\d{4,9}/\\S+$', url: 'https://doi.org/{id}' }],
    [
      57,
      'author-mark',
      'Авторский знак',
      'Author mark (Cutter-type author sign)',
      { pattern: '^[А-ЯЁA-Z][ -]?\\d{2,3}$', url: null },
    ],
  ]),
})

// ---------------------------------------------------------------- accessLevel (59)
writeCatalog({
  cls: 59,
  name: 'accessLevel',
  source: HAND,
  entries: rows([
    [1, 'open', 'Открытый доступ', 'Open access'],
    [2, 'registered', 'Зарегистрированные пользователи', 'Registered users'],
    [3, 'followers', 'Мои подписчики', 'My followers'],
    [4, 'private', 'Только я', 'Only me'],
  ]),
})

// ---------------------------------------------------------------- uploadFileMime (58) and uploadFileExt (60)
// MIME types as registered with IANA (application/x-* and text/x-* are the de facto types);
// other.aliases: other values browsers and tools send for the same format.
const MIMES = [
  [1, 'application/pdf', 'Документ PDF', 'PDF document'],
  [2, 'application/msword', 'Документ Microsoft Word 97–2003', 'Microsoft Word 97–2003 document'],
  [
    3,
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'Документ Microsoft Word',
    'Microsoft Word document',
  ],
  [
    4,
    'application/vnd.oasis.opendocument.text',
    'Текстовый документ OpenDocument',
    'OpenDocument text document',
  ],
  [5, 'application/rtf', 'Документ RTF', 'Rich Text Format document', { aliases: ['text/rtf'] }],
  [6, 'text/plain', 'Текстовый файл', 'Plain text file'],
  [7, 'application/x-tex', 'Исходный текст LaTeX', 'LaTeX source', { aliases: ['text/x-tex'] }],
  [8, 'text/markdown', 'Документ Markdown', 'Markdown document', { aliases: ['text/x-markdown'] }],
  [9, 'application/epub+zip', 'Электронная книга EPUB', 'EPUB e-book'],
  [10, 'image/vnd.djvu', 'Документ DjVu', 'DjVu document', { aliases: ['image/x-djvu'] }],
  [11, 'application/vnd.ms-excel', 'Таблица Microsoft Excel 97–2003', 'Microsoft Excel 97–2003 spreadsheet'],
  [
    12,
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'Таблица Microsoft Excel',
    'Microsoft Excel spreadsheet',
  ],
  [13, 'application/vnd.oasis.opendocument.spreadsheet', 'Таблица OpenDocument', 'OpenDocument spreadsheet'],
  [14, 'text/csv', 'Таблица CSV', 'CSV table'],
  [
    15,
    'application/vnd.ms-powerpoint',
    'Презентация Microsoft PowerPoint 97–2003',
    'Microsoft PowerPoint 97–2003 presentation',
  ],
  [
    16,
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'Презентация Microsoft PowerPoint',
    'Microsoft PowerPoint presentation',
  ],
  [
    17,
    'application/vnd.oasis.opendocument.presentation',
    'Презентация OpenDocument',
    'OpenDocument presentation',
  ],
  [18, 'image/png', 'Изображение PNG', 'PNG image'],
  [19, 'image/jpeg', 'Изображение JPEG', 'JPEG image'],
  [20, 'image/gif', 'Изображение GIF', 'GIF image'],
  [21, 'image/webp', 'Изображение WebP', 'WebP image'],
  [22, 'image/tiff', 'Изображение TIFF', 'TIFF image'],
  [23, 'image/svg+xml', 'Векторное изображение SVG', 'SVG vector image'],
  [24, 'audio/mpeg', 'Аудиофайл MP3', 'MP3 audio'],
  [25, 'audio/ogg', 'Аудиофайл Ogg', 'Ogg audio'],
  [
    26,
    'audio/wav',
    'Аудиофайл WAV',
    'WAV audio',
    { aliases: ['audio/x-wav', 'audio/wave', 'audio/vnd.wave'] },
  ],
  [27, 'audio/mp4', 'Аудиофайл M4A (AAC)', 'M4A (AAC) audio', { aliases: ['audio/x-m4a'] }],
  [28, 'video/mp4', 'Видеофайл MP4', 'MP4 video'],
  [29, 'video/webm', 'Видеофайл WebM', 'WebM video'],
  [30, 'application/zip', 'Архив ZIP', 'ZIP archive', { aliases: ['application/x-zip-compressed'] }],
  [31, 'application/gzip', 'Архив GZIP', 'GZIP archive', { aliases: ['application/x-gzip'] }],
  [32, 'application/x-bibtex', 'Библиография BibTeX', 'BibTeX bibliography', { aliases: ['text/x-bibtex'] }],
  [33, 'application/x-research-info-systems', 'Библиография RIS', 'RIS bibliography'],
  [34, 'application/xml', 'Документ XML', 'XML document', { aliases: ['text/xml'] }],
  [35, 'application/json', 'Данные JSON', 'JSON data'],
]
writeCatalog({
  cls: 58,
  name: 'uploadFileMime',
  source: `${HAND}; MIME types per the IANA media types registry`,
  entries: rows(MIMES),
})

const mimeNum = new Map(MIMES.map(([num, code]) => [code, num]))
const EXTS = [
  ['pdf', 'application/pdf'],
  ['doc', 'application/msword'],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['odt', 'application/vnd.oasis.opendocument.text'],
  ['rtf', 'application/rtf'],
  ['txt', 'text/plain'],
  ['tex', 'application/x-tex'],
  ['md', 'text/markdown'],
  ['epub', 'application/epub+zip'],
  ['djvu', 'image/vnd.djvu'],
  ['xls', 'application/vnd.ms-excel'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['ods', 'application/vnd.oasis.opendocument.spreadsheet'],
  ['csv', 'text/csv'],
  ['ppt', 'application/vnd.ms-powerpoint'],
  ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ['odp', 'application/vnd.oasis.opendocument.presentation'],
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['gif', 'image/gif'],
  ['webp', 'image/webp'],
  ['tif', 'image/tiff'],
  ['tiff', 'image/tiff'],
  ['svg', 'image/svg+xml'],
  ['mp3', 'audio/mpeg'],
  ['ogg', 'audio/ogg'],
  ['wav', 'audio/wav'],
  ['m4a', 'audio/mp4'],
  ['mp4', 'video/mp4'],
  ['webm', 'video/webm'],
  ['zip', 'application/zip'],
  ['gz', 'application/gzip'],
  ['bib', 'application/x-bibtex'],
  ['ris', 'application/x-research-info-systems'],
  ['xml', 'application/xml'],
  ['json', 'application/json'],
]
const mimeTerms = new Map(MIMES.map(([, code, ru, en]) => [code, { ru, en }]))
writeCatalog({
  cls: 60,
  name: 'uploadFileExt',
  source: HAND,
  entries: EXTS.map(([ext, mime], i) => {
    if (!mimeNum.has(mime)) throw new Error(`unknown MIME ${mime}`)
    const t = mimeTerms.get(mime)
    return {
      num: i + 1,
      code: ext,
      ru: `${t.ru} (.${ext})`,
      en: `${t.en} (.${ext})`,
      other: { mime, mimeRef: `58:${mimeNum.get(mime)}` },
    }
  }),
})

// ---------------------------------------------------------------- uploadType (126), uploadItemType (129)
writeCatalog({
  cls: 126,
  name: 'uploadType',
  source: HAND,
  entries: rows([
    [1, 'single', 'Одиночная загрузка', 'Single upload'],
    [2, 'package', 'Пакетная загрузка', 'Package upload'],
  ]),
})
writeCatalog({
  cls: 129,
  name: 'uploadItemType',
  source: HAND,
  entries: rows([
    [1, 'publication', 'Публикация', 'Publication'],
    [2, 'dataset', 'Набор данных', 'Dataset'],
    [3, 'software', 'Программное обеспечение', 'Software'],
  ]),
})

// ---------------------------------------------------------------- contentType (57): type of a publication block
writeCatalog({
  cls: 57,
  name: 'contentType',
  source: HAND,
  entries: rows([
    [1, 'text', 'Текст', 'Text'],
    [2, 'image', 'Изображение', 'Image'],
    [3, 'audio', 'Аудио', 'Audio'],
    [4, 'video', 'Видео', 'Video'],
    [5, 'document', 'Документ', 'Document'],
    [6, 'presentation', 'Презентация', 'Presentation'],
    [7, 'table', 'Таблица', 'Table'],
    [8, 'dataset', 'Набор данных', 'Dataset'],
    [9, 'software', 'Программный код', 'Software (source code)'],
    [10, 'formula', 'Формула', 'Formula'],
    [11, 'link', 'Ссылка', 'Link'],
    [12, 'archive', 'Архив файлов', 'File archive'],
  ]),
})

// ---------------------------------------------------------------- genders (46)
writeCatalog({
  cls: 46,
  name: 'genders',
  source: HAND,
  entries: rows([
    [1, 'male', 'Мужской', 'Male'],
    [2, 'female', 'Женский', 'Female'],
  ]),
})

// ---------------------------------------------------------------- educationType (52)
writeCatalog({
  cls: 52,
  name: 'educationType',
  source: `${HAND}; following the kinds of education and programmes of Federal Law 273-FZ "On Education in the Russian Federation"`,
  entries: rows([
    [1, 'general', 'Общее образование', 'General (school) education'],
    [2, 'secondary-vocational', 'Среднее профессиональное образование', 'Secondary vocational education'],
    [3, 'higher', 'Высшее образование', 'Higher education'],
    [4, 'postgraduate', 'Аспирантура', 'Postgraduate (doctoral) studies'],
    [5, 'doctoral', 'Докторантура', 'Doctor of Sciences studies (habilitation)'],
    [6, 'residency', 'Ординатура', 'Medical residency'],
    [7, 'internship-medical', 'Интернатура', 'Medical internship'],
    [8, 'adjunct', 'Адъюнктура', 'Military postgraduate studies (adjunct studies)'],
    [9, 'assistantship', 'Ассистентура-стажировка', 'Arts postgraduate assistantship'],
    [10, 'advanced-training', 'Повышение квалификации', 'Advanced professional training'],
    [11, 'retraining', 'Профессиональная переподготовка', 'Professional retraining'],
    [12, 'vocational-training', 'Профессиональное обучение', 'Vocational training'],
    [13, 'courses', 'Курсы', 'Courses'],
    [14, 'research-internship', 'Научная стажировка', 'Research internship'],
    [15, 'postdoc', 'Постдокторантура', 'Postdoctoral fellowship'],
    [16, 'other', 'Другое', 'Other'],
  ]),
})

// ---------------------------------------------------------------- educationLevel (53)
// Levels of Federal Law 273-FZ (art. 10), earlier Russian levels and international degrees;
// other.isced: ISCED 2011 level where the correspondence is direct.
writeCatalog({
  cls: 53,
  name: 'educationLevel',
  source: `${HAND}; levels of Federal Law 273-FZ art. 10 and ISCED 2011 (UNESCO)`,
  entries: rows([
    [1, 'preschool', 'Дошкольное образование', 'Early childhood education', { isced: 0 }],
    [2, 'primary', 'Начальное общее образование', 'Primary education', { isced: 1 }],
    [3, 'lower-secondary', 'Основное общее образование', 'Lower secondary education', { isced: 2 }],
    [4, 'upper-secondary', 'Среднее общее образование', 'Upper secondary education', { isced: 3 }],
    [
      5,
      'secondary-vocational',
      'Среднее профессиональное образование',
      'Secondary vocational education',
      null,
    ],
    [6, 'bachelor', 'Высшее образование — бакалавриат', 'Higher education — bachelor’s degree', { isced: 6 }],
    [
      7,
      'specialist',
      'Высшее образование — специалитет',
      'Higher education — specialist degree',
      { isced: 7 },
    ],
    [8, 'master', 'Высшее образование — магистратура', 'Higher education — master’s degree', { isced: 7 }],
    [
      9,
      'highest-qualification',
      'Высшее образование — подготовка кадров высшей квалификации',
      'Higher education — training of highly qualified personnel (postgraduate programmes)',
      { isced: 8 },
    ],
    [10, 'candidate-of-sciences', 'Кандидат наук', 'Candidate of Sciences', { isced: 8 }],
    [11, 'doctor-of-sciences', 'Доктор наук', 'Doctor of Sciences', { isced: 8 }],
    [12, 'phd', 'Доктор философии (PhD)', 'Doctor of Philosophy (PhD)', { isced: 8 }],
    [13, 'habilitation', 'Хабилитированный доктор', 'Habilitated doctor (Dr. habil.)', { isced: 8 }],
    [
      14,
      'initial-vocational',
      'Начальное профессиональное образование',
      'Initial vocational education (before 2013)',
      null,
    ],
    [15, 'incomplete-higher', 'Неполное высшее образование', 'Incomplete higher education', null],
    [16, 'associate', 'Степень ассоциата (associate degree)', 'Associate degree', { isced: 5 }],
    [17, 'bachelor-foreign', 'Бакалавр (зарубежная степень)', 'Bachelor’s degree (foreign)', { isced: 6 }],
    [18, 'master-foreign', 'Магистр (зарубежная степень)', 'Master’s degree (foreign)', { isced: 7 }],
  ]),
})

// ---------------------------------------------------------------- position (47)
writeCatalog({
  cls: 47,
  name: 'position',
  source: `${HAND}; Russian academic positions as in the nomenclature of positions of teaching staff and research workers (Government Decree No. 225 of 2013 and its successors)`,
  entries: rows([
    [1, 'laboratory-assistant', 'Лаборант', 'Laboratory assistant'],
    [2, 'engineer', 'Инженер', 'Engineer'],
    [3, 'research-engineer', 'Инженер-исследователь', 'Research engineer'],
    [4, 'research-assistant', 'Стажёр-исследователь', 'Research trainee'],
    [5, 'junior-researcher', 'Младший научный сотрудник', 'Junior researcher'],
    [6, 'researcher', 'Научный сотрудник', 'Researcher'],
    [7, 'senior-researcher', 'Старший научный сотрудник', 'Senior researcher'],
    [8, 'leading-researcher', 'Ведущий научный сотрудник', 'Leading researcher'],
    [9, 'chief-researcher', 'Главный научный сотрудник', 'Chief researcher'],
    [10, 'head-of-laboratory', 'Заведующий лабораторией', 'Head of laboratory'],
    [11, 'head-of-department', 'Заведующий отделом', 'Head of department (research institute)'],
    [12, 'head-of-sector', 'Заведующий сектором', 'Head of sector'],
    [13, 'assistant', 'Ассистент', 'Teaching assistant'],
    [14, 'lecturer', 'Преподаватель', 'Lecturer'],
    [15, 'senior-lecturer', 'Старший преподаватель', 'Senior lecturer'],
    [16, 'associate-professor', 'Доцент', 'Associate professor'],
    [17, 'professor', 'Профессор', 'Professor'],
    [18, 'head-of-chair', 'Заведующий кафедрой', 'Head of chair'],
    [19, 'dean', 'Декан', 'Dean'],
    [20, 'vice-rector', 'Проректор', 'Vice-rector'],
    [21, 'rector', 'Ректор', 'Rector'],
    [22, 'president', 'Президент университета', 'University president'],
    [23, 'director', 'Директор', 'Director'],
    [24, 'deputy-director', 'Заместитель директора', 'Deputy director'],
    [25, 'scientific-secretary', 'Учёный секретарь', 'Scientific secretary'],
    [26, 'academic-director', 'Научный руководитель', 'Scientific director'],
    [27, 'postdoc', 'Постдок', 'Postdoctoral researcher'],
    [28, 'postgraduate', 'Аспирант', 'PhD student'],
    [29, 'doctoral-candidate', 'Докторант', 'Doctoral candidate (Doctor of Sciences)'],
    [30, 'student', 'Студент', 'Student'],
    [31, 'master-student', 'Магистрант', 'Master’s student'],
    [32, 'teacher', 'Учитель', 'School teacher'],
    [33, 'librarian', 'Библиотекарь', 'Librarian'],
    [34, 'editor', 'Редактор', 'Editor'],
    [35, 'physician', 'Врач', 'Physician'],
    [36, 'specialist', 'Специалист', 'Specialist'],
    [37, 'developer', 'Разработчик', 'Developer'],
    [38, 'analyst', 'Аналитик', 'Analyst'],
    [39, 'manager', 'Руководитель', 'Manager'],
    [40, 'visiting-researcher', 'Приглашённый исследователь', 'Visiting researcher'],
    [41, 'emeritus-professor', 'Почётный профессор', 'Professor emeritus'],
    [42, 'other', 'Другое', 'Other'],
  ]),
})

// ---------------------------------------------------------------- activityArea (24)
writeCatalog({
  cls: 24,
  name: 'activityArea',
  source: HAND,
  entries: rows([
    [1, 'science', 'Наука и исследования', 'Science and research'],
    [2, 'higher-education', 'Высшее образование', 'Higher education'],
    [3, 'school-education', 'Школьное образование', 'School education'],
    [
      4,
      'vocational-education',
      'Профессиональное и дополнительное образование',
      'Vocational and continuing education',
    ],
    [5, 'healthcare', 'Здравоохранение и медицина', 'Healthcare and medicine'],
    [6, 'it', 'Информационные технологии', 'Information technology'],
    [7, 'industry', 'Промышленность', 'Industry and manufacturing'],
    [8, 'engineering', 'Инженерия и проектирование', 'Engineering and design'],
    [9, 'construction', 'Строительство и архитектура', 'Construction and architecture'],
    [10, 'energy', 'Энергетика', 'Energy'],
    [11, 'agriculture', 'Сельское хозяйство', 'Agriculture'],
    [12, 'transport', 'Транспорт и логистика', 'Transport and logistics'],
    [13, 'government', 'Государственное управление', 'Government and public administration'],
    [14, 'culture', 'Культура и искусство', 'Culture and arts'],
    [15, 'media', 'СМИ и издательское дело', 'Media and publishing'],
    [16, 'finance', 'Финансы и банковское дело', 'Finance and banking'],
    [17, 'law', 'Право', 'Law'],
    [18, 'business', 'Бизнес и консалтинг', 'Business and consulting'],
    [19, 'trade', 'Торговля', 'Trade'],
    [20, 'nonprofit', 'Некоммерческие организации', 'Non-profit organizations'],
    [21, 'environment', 'Экология и природопользование', 'Environment and natural resources'],
    [22, 'defense', 'Оборона и безопасность', 'Defence and security'],
    [23, 'sport', 'Спорт', 'Sport'],
    [24, 'telecom', 'Телекоммуникации', 'Telecommunications'],
    [25, 'other', 'Другое', 'Other'],
  ]),
})

// ---------------------------------------------------------------- addressType (20): 2 living and 6 birth fixed by the SPEC
writeCatalog({
  cls: 20,
  name: 'addressType',
  source: HAND,
  entries: rows([
    [1, 'registration', 'Адрес регистрации', 'Registered address'],
    [2, 'living', 'Адрес проживания', 'Residential address'],
    [3, 'work', 'Рабочий адрес', 'Work address'],
    [4, 'postal', 'Почтовый адрес', 'Postal address'],
    [5, 'legal', 'Юридический адрес', 'Legal address'],
    [6, 'birth', 'Место рождения', 'Place of birth'],
  ]),
})

// ---------------------------------------------------------------- contactType (31): nums fixed by the SPEC
writeCatalog({
  cls: 31,
  name: 'contactType',
  source: HAND,
  entries: rows([
    [1, 'site', 'Веб-сайт', 'Website'],
    [2, 'phone', 'Телефон', 'Phone'],
    [3, 'email', 'Электронная почта', 'Email'],
    [4, 'messenger', 'Мессенджер', 'Messenger'],
    [5, 'manager', 'Менеджер', 'Manager'],
    [6, 'person', 'Контактное лицо', 'Contact person'],
    [7, 'social', 'Социальная сеть', 'Social network'],
  ]),
})

// ---------------------------------------------------------------- settingsAccessLevels (133)
writeCatalog({
  cls: 133,
  name: 'settingsAccessLevels',
  source: HAND,
  entries: rows([
    [1, 'everyone', 'Все', 'Everyone'],
    [2, 'registered', 'Зарегистрированные пользователи', 'Registered users'],
    [3, 'followers', 'Подписчики', 'Followers'],
    [4, 'mutual', 'Взаимные подписчики', 'Mutual followers'],
    [5, 'nobody', 'Никто', 'Nobody'],
  ]),
})

// ---------------------------------------------------------------- academicDegree (55)
// The original API names no dictionary for degrees (UserAcademicDegree.name is free text),
// so dictionary 55 is used. Level 1: kinds of degree; level 2: Russian degrees by branch of
// science as awarded under the Higher Attestation Commission (ВАК) nomenclature.
const BRANCHES = [
  [1, 'физико-математических', 'Physics and Mathematics', 'ф.-м.'],
  [2, 'химических', 'Chemistry', 'х.'],
  [3, 'биологических', 'Biology', 'б.'],
  [4, 'геолого-минералогических', 'Geology and Mineralogy', 'г.-м.'],
  [5, 'технических', 'Engineering', 'т.'],
  [6, 'сельскохозяйственных', 'Agriculture', 'с.-х.'],
  [7, 'исторических', 'History', 'и.'],
  [8, 'экономических', 'Economics', 'э.'],
  [9, 'философских', 'Philosophy', 'филос.'],
  [10, 'филологических', 'Philology', 'филол.'],
  [11, 'географических', 'Geography', 'г.'],
  [12, 'юридических', 'Law', 'ю.'],
  [13, 'педагогических', 'Education', 'пед.'],
  [14, 'медицинских', 'Medicine', 'м.'],
  [15, 'фармацевтических', 'Pharmacy', 'фарм.'],
  [16, 'ветеринарных', 'Veterinary Science', 'вет.'],
  [17, 'психологических', 'Psychology', 'псх.'],
  [18, 'военных', 'Military Science', 'воен.'],
  [19, 'социологических', 'Sociology', 'социол.'],
  [20, 'политических', 'Political Science', 'полит.'],
  [21, 'искусствоведения', 'Art Studies', 'иск.'],
  [22, 'архитектуры', 'Architecture', 'арх.'],
  [23, 'культурологии', 'Cultural Studies', 'культ.'],
  [24, 'теологии', 'Theology', 'теол.'],
]
// Genitive forms take "наук"; искусствоведения/архитектуры/культурологии/теологии do not.
const NO_NAUK = new Set([21, 22, 23, 24])
const degreeEntries = [
  { num: 1, code: 'candidate', ru: 'Кандидат наук', en: 'Candidate of Sciences' },
  { num: 2, code: 'doctor', ru: 'Доктор наук', en: 'Doctor of Sciences' },
  { num: 3, code: 'phd', ru: 'Доктор философии (PhD)', en: 'Doctor of Philosophy (PhD)' },
  { num: 4, code: 'habil', ru: 'Хабилитированный доктор', en: 'Habilitated doctor (Dr. habil.)' },
  { num: 5, code: 'dsc', ru: 'Доктор наук (DSc, зарубежная степень)', en: 'Doctor of Science (DSc)' },
  { num: 6, code: 'md', ru: 'Доктор медицины (MD)', en: 'Doctor of Medicine (MD)' },
  { num: 7, code: 'jd', ru: 'Доктор права (JD)', en: 'Juris Doctor (JD)' },
]
for (const [i, gen, enBranch, abbr] of BRANCHES) {
  const field = NO_NAUK.has(i) ? gen : `${gen} наук`
  degreeEntries.push({
    num: 100 + i,
    code: NO_NAUK.has(i) ? `к.${abbr}` : `к.${abbr}н.`,
    level: 2,
    parent: 1,
    ru: `Кандидат ${field}`,
    en: `Candidate of Sciences in ${enBranch}`,
  })
  degreeEntries.push({
    num: 200 + i,
    code: NO_NAUK.has(i) ? `д.${abbr}` : `д.${abbr}н.`,
    level: 2,
    parent: 2,
    ru: `Доктор ${field}`,
    en: `Doctor of Sciences in ${enBranch}`,
  })
}
writeCatalog({
  cls: 55,
  name: 'academicDegree',
  source: `${HAND}; Russian degrees by branch of science per the ВАК nomenclature`,
  entries: degreeEntries,
})

// ---------------------------------------------------------------- academicTitle (48)
// The original API has "Звание, #48" (UserTitle.cTitle): academic titles.
writeCatalog({
  cls: 48,
  name: 'academicTitle',
  source: HAND,
  entries: rows([
    [1, 'docent', 'Доцент', 'Docent (associate professor, academic title)'],
    [2, 'professor', 'Профессор', 'Professor (academic title)'],
    [
      3,
      'senior-researcher',
      'Старший научный сотрудник (звание)',
      'Senior researcher (academic title, before 2013)',
    ],
    [4, 'ras-professor', 'Профессор РАН', 'Professor of the Russian Academy of Sciences'],
    [
      5,
      'ras-corresponding-member',
      'Член-корреспондент РАН',
      'Corresponding member of the Russian Academy of Sciences',
    ],
    [6, 'ras-academician', 'Академик РАН', 'Full member (academician) of the Russian Academy of Sciences'],
    [
      7,
      'branch-academy-corresponding-member',
      'Член-корреспондент отраслевой или региональной академии наук',
      'Corresponding member of a branch or regional academy of sciences',
    ],
    [
      8,
      'branch-academy-academician',
      'Академик отраслевой или региональной академии наук',
      'Full member of a branch or regional academy of sciences',
    ],
    [9, 'emeritus', 'Почётный профессор', 'Professor emeritus'],
  ]),
})
