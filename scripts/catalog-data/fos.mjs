// Generates data/scienceArea.json (dictionary 40) and data/scienceField.json (dictionary 56):
// the OECD Fields of Science and Technology (FOS) classification, revised 2007 (Frascati
// Manual), with the Russian terms used in Russian translations of the Frascati Manual and
// in Russian research reporting.
//   node scripts/catalog-data/fos.mjs
// Areas: num 1..6, code "1".."6". Fields: code "a.f", num = a*100 + f, parentRef "40:a".
import { writeCatalog } from './lib.mjs'

const SOURCE =
  'OECD Revised Field of Science and Technology (FOS) classification in the Frascati Manual (DSTI/EAS/STP/NESTI(2006)19/FINAL, 2007)'

const AREAS = [
  [1, 'Естественные науки', 'Natural sciences'],
  [2, 'Технические науки', 'Engineering and technology'],
  [3, 'Медицинские науки и науки о здоровье', 'Medical and health sciences'],
  [4, 'Сельскохозяйственные науки', 'Agricultural sciences'],
  [5, 'Социальные науки', 'Social sciences'],
  [6, 'Гуманитарные науки', 'Humanities'],
]

const FIELDS = [
  ['1.1', 'Математика', 'Mathematics'],
  ['1.2', 'Компьютерные и информационные науки', 'Computer and information sciences'],
  ['1.3', 'Физические науки', 'Physical sciences'],
  ['1.4', 'Химические науки', 'Chemical sciences'],
  ['1.5', 'Науки о Земле и смежные экологические науки', 'Earth and related environmental sciences'],
  ['1.6', 'Биологические науки', 'Biological sciences'],
  ['1.7', 'Другие естественные науки', 'Other natural sciences'],
  ['2.1', 'Строительство и архитектура', 'Civil engineering'],
  [
    '2.2',
    'Электротехника, электронная техника, информационные технологии',
    'Electrical engineering, electronic engineering, information engineering',
  ],
  ['2.3', 'Механика и машиностроение', 'Mechanical engineering'],
  ['2.4', 'Химические технологии', 'Chemical engineering'],
  ['2.5', 'Технологии материалов', 'Materials engineering'],
  ['2.6', 'Медицинские технологии', 'Medical engineering'],
  ['2.7', 'Экологическая инженерия', 'Environmental engineering'],
  ['2.8', 'Экологические биотехнологии', 'Environmental biotechnology'],
  ['2.9', 'Промышленные биотехнологии', 'Industrial biotechnology'],
  ['2.10', 'Нанотехнологии', 'Nano-technology'],
  ['2.11', 'Другие технические науки', 'Other engineering and technologies'],
  ['3.1', 'Фундаментальная медицина', 'Basic medicine'],
  ['3.2', 'Клиническая медицина', 'Clinical medicine'],
  ['3.3', 'Науки о здоровье', 'Health sciences'],
  ['3.4', 'Медицинские биотехнологии', 'Medical biotechnology'],
  ['3.5', 'Другие медицинские науки', 'Other medical sciences'],
  ['4.1', 'Сельское хозяйство, лесное и рыбное хозяйство', 'Agriculture, forestry, and fisheries'],
  ['4.2', 'Животноводство и молочное дело', 'Animal and dairy science'],
  ['4.3', 'Ветеринарные науки', 'Veterinary science'],
  ['4.4', 'Сельскохозяйственные биотехнологии', 'Agricultural biotechnology'],
  ['4.5', 'Другие сельскохозяйственные науки', 'Other agricultural sciences'],
  ['5.1', 'Психология', 'Psychology'],
  ['5.2', 'Экономика и бизнес', 'Economics and business'],
  ['5.3', 'Науки об образовании', 'Educational sciences'],
  ['5.4', 'Социология', 'Sociology'],
  ['5.5', 'Право', 'Law'],
  ['5.6', 'Политические науки', 'Political science'],
  ['5.7', 'Социальная и экономическая география', 'Social and economic geography'],
  ['5.8', 'СМИ и массовые коммуникации', 'Media and communications'],
  ['5.9', 'Другие социальные науки', 'Other social sciences'],
  ['6.1', 'История и археология', 'History and archaeology'],
  ['6.2', 'Языки и литература', 'Languages and literature'],
  ['6.3', 'Философия, этика и религиоведение', 'Philosophy, ethics and religion'],
  ['6.4', 'Искусствоведение', 'Art (arts, history of arts, performing arts, music)'],
  ['6.5', 'Другие гуманитарные науки', 'Other humanities'],
]

writeCatalog({
  cls: 40,
  name: 'scienceArea',
  source: SOURCE,
  entries: AREAS.map(([num, ru, en]) => ({ num, code: String(num), ru, en })),
})

writeCatalog({
  cls: 56,
  name: 'scienceField',
  source: SOURCE,
  entries: FIELDS.map(([code, ru, en]) => {
    const [a, f] = code.split('.').map(Number)
    return { num: a * 100 + f, code, parentRef: `40:${a}`, ru, en }
  }),
})
