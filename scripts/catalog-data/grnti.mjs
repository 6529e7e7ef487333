// Generates data/publicationThematic.json (dictionary 211): the State Rubricator of
// Scientific and Technical Information (ГРНТИ / GRNTI), levels 1 and 2.
//   node scripts/catalog-data/grnti.mjs
//
// Codes and Russian names: the GRNTI edition published on the official GRNTI site
// (grnti.ru, as captured on 2015-10-26; machine-readable copies of that capture exist in
// the public repositories chuharev/grnti-grabber and vvzunin/GRNTIClass). Line-break
// hyphens of that capture ("деятель-ности") are removed; rubrics marked there as excluded
// ("Исключено с ...") are left out. English names are translations made for this project.
// num = the digits of the code ("27" -> 27, "27.17" -> 2717); level-2 parent = level-1 num.
// Exception: section 00 would give num 0 and collide ("00.11" -> 11 = "11"), so it is
// numbered with a leading 1: "00" -> 100, "00.08" -> 10008 (no other code gives these).
import { writeCatalog } from './lib.mjs'

const LEVEL1 = `
00|Общественные науки в целом|Social sciences in general
02|Философия|Philosophy
03|История. Исторические науки|History. Historical sciences
04|Социология|Sociology
05|Демография|Demography
06|Экономика и экономические науки|Economics and economic sciences
10|Государство и право. Юридические науки|State and law. Legal sciences
11|Политика и политические науки|Politics and political science
12|Науковедение|Science of science
13|Культура. Культурология|Culture. Cultural studies
14|Народное образование. Педагогика|Public education. Pedagogy
15|Психология|Psychology
16|Языкознание|Linguistics
17|Литература. Литературоведение. Устное народное творчество|Literature. Literary studies. Folklore
18|Искусство. Искусствоведение|Art. Art studies
19|Массовая коммуникация. Журналистика. Средства массовой информации|Mass communication. Journalism. Mass media
20|Информатика|Information science
21|Религия. Атеизм|Religion. Atheism
23|Комплексное изучение отдельных стран и регионов|Area studies of individual countries and regions
26|Комплексные проблемы общественных наук|Interdisciplinary problems of the social sciences
27|Математика|Mathematics
28|Кибернетика|Cybernetics
29|Физика|Physics
30|Механика|Mechanics
31|Химия|Chemistry
34|Биология|Biology
36|Геодезия. Картография|Geodesy. Cartography
37|Геофизика|Geophysics
38|Геология|Geology
39|География|Geography
41|Астрономия|Astronomy
43|Общие и комплексные проблемы естественных и точных наук|General and interdisciplinary problems of the natural and exact sciences
44|Энергетика|Power engineering
45|Электротехника|Electrical engineering
47|Электроника. Радиотехника|Electronics. Radio engineering
49|Связь|Telecommunications
50|Автоматика. Вычислительная техника|Automation. Computer engineering
52|Горное дело|Mining
53|Металлургия|Metallurgy
55|Машиностроение|Mechanical engineering
58|Ядерная техника|Nuclear engineering
59|Приборостроение|Instrument engineering
60|Полиграфия. Репрография. Фотокинотехника|Printing. Reprography. Photographic and cinema technology
61|Химическая технология. Химическая промышленность|Chemical technology. Chemical industry
62|Биотехнология|Biotechnology
64|Легкая промышленность|Light industry
65|Пищевая промышленность|Food industry
66|Лесная и деревообрабатывающая промышленность|Forest and woodworking industry
67|Строительство. Архитектура|Construction. Architecture
68|Сельское и лесное хозяйство|Agriculture and forestry
69|Рыбное хозяйство. Аквакультура|Fisheries. Aquaculture
70|Водное хозяйство|Water management
71|Внутренняя торговля. Туристско-экскурсионное обслуживание|Domestic trade. Tourism and excursion services
72|Внешняя торговля|Foreign trade
73|Транспорт|Transport
75|Жилищно-коммунальное хозяйство. Домоводство. Бытовое обслуживание|Housing and utilities. Housekeeping. Consumer services
76|Медицина и здравоохранение|Medicine and health care
77|Физическая культура и спорт|Physical culture and sport
78|Военное дело|Military science
80|Прочие отрасли экономики|Other branches of the economy
81|Общие и комплексные проблемы технических и прикладных наук и отраслей народного хозяйства|General and interdisciplinary problems of technical and applied sciences and branches of the economy
82|Организация и управление|Organization and management
83|Статистика|Statistics
84|Стандартизация|Standardization
85|Патентное дело. Изобретательство. Рационализаторство|Patents. Invention. Rationalization
86|Охрана труда|Occupational safety and health
87|Охрана окружающей среды. Экология человека|Environmental protection. Human ecology
89|Космические исследования|Space research
90|Метрология|Metrology
`

const LEVEL2 = `
00.08|Общественные науки и идеология|Social sciences and ideology
00.09|История общественных наук|History of the social sciences
00.11|Современное состояние общественных наук|Current state of the social sciences
00.13|Научные общества, съезды, конгрессы, конференции, симпозиумы по общественным наукам|Scientific societies, congresses, conferences and symposia on the social sciences
00.17|Международное сотрудничество в области общественных наук|International cooperation in the social sciences
00.21|Организация научно-исследовательской работы в области общественных наук|Organization of research in the social sciences
00.29|Информационная деятельность в общественных науках|Information activities in the social sciences
00.33|Терминология общественных наук|Terminology of the social sciences
00.39|Пропаганда и популяризация общественных наук|Promotion and popularization of the social sciences
00.45|Преподавание общественных наук|Teaching of the social sciences
00.77|Математическое моделирование в общественных и гуманитарных науках|Mathematical modelling in the social sciences and humanities
00.79|Кадры обществоведов|Social science personnel
02.01|Общие вопросы философии|General questions of philosophy
02.11|Общие проблемы современной философии|General problems of contemporary philosophy
02.15|Общефилософские проблемы|General philosophical problems
02.21|Логика|Logic
02.31|Философия и методология науки|Philosophy and methodology of science
02.41|Социальная философия|Social philosophy
02.51|Этика|Ethics
02.61|Эстетика|Aesthetics
02.71|Философия религии и атеизма|Philosophy of religion and atheism
02.91|История философии|History of philosophy
03.01|Общие вопросы исторических наук|General questions of the historical sciences
03.09|Всеобщая история|World history
03.15|История Азербайджана|History of Azerbaijan
03.16|История Армении|History of Armenia
03.17|История Белоруссии|History of Belarus
03.18|История Грузии|History of Georgia
03.20|История Казахстана|History of Kazakhstan
03.21|История Киргизии|History of Kyrgyzstan
03.22|История Молдавии|History of Moldova
03.23|История России|History of Russia
03.24|История Таджикистана|History of Tajikistan
03.25|История Туркмении|History of Turkmenistan
03.26|История Узбекистана|History of Uzbekistan
03.27|История Украины|History of Ukraine
03.29|История отдельных процессов, сторон и явлений человеческой деятельности|History of particular processes, aspects and phenomena of human activity
03.41|Археология|Archaeology
03.61|Этнография и историческая антропология|Ethnography and historical anthropology
03.81|Вспомогательные исторические дисциплины|Auxiliary historical disciplines
03.91|История отдельных стран|History of individual countries
04.01|Общие вопросы социологии|General questions of sociology
04.11|Общие проблемы современной социологии|General problems of contemporary sociology
04.15|Методология социологии. Методика и техника социологических исследований|Methodology of sociology. Methods and techniques of sociological research
04.21|Общество как система. Социальные отношения и процессы|Society as a system. Social relations and processes
04.41|Социальные классы, общности и группы|Social classes, communities and groups
04.51|Социология сфер социальной жизни, социальных явлений и институтов|Sociology of spheres of social life, social phenomena and institutions
04.61|Социология личности и поведения|Sociology of personality and behaviour
04.71|Историческая и региональная социология|Historical and regional sociology
04.81|Прикладная социология|Applied sociology
04.91|История социологии|History of sociology
05.01|Общие вопросы демографии|General questions of demography
05.07|Теория и методология демографической науки|Theory and methodology of demography
05.11|Общие проблемы народонаселения|General problems of population
05.21|Статистика населения|Population statistics
05.31|История населения. Историческая демография|Population history. Historical demography
05.41|Расселение населения. Географическая демография|Population settlement. Geographical demography
05.61|Население мира|World population
06.01|Общие вопросы экономических наук|General questions of the economic sciences
06.03|Экономические теории|Economic theories
06.09|История экономической мысли|History of economic thought
06.35|Учетно-экономические науки|Accounting and economic analysis sciences
06.39|Наука управления экономикой|Economic management science
06.43|Экономическая история|Economic history
06.51|Мировое хозяйство. Международные экономические отношения|World economy. International economic relations
06.52|Экономическое развитие и рост. Прогнозирование и планирование экономики. Экономические циклы и кризисы|Economic development and growth. Economic forecasting and planning. Business cycles and crises
06.54|Производительные силы и научно-технический прогресс|Productive forces and scientific and technological progress
06.56|Общественно-экономическая структура|Socio-economic structure
06.58|Воспроизводственная структура экономики. Накопление и потребление. Благосостояние|Reproduction structure of the economy. Accumulation and consumption. Welfare
06.61|Территориальная структура экономики. Региональная и городская экономика|Spatial structure of the economy. Regional and urban economics
06.71|Отраслевая структура экономики|Sectoral structure of the economy
06.73|Финансовая наука. Денежные и налоговые теории. Кредитно-финансовые институты|Public finance. Monetary and tax theories. Credit and financial institutions
06.75|Экономические проблемы организации и управления хозяйством страны|Economic problems of organization and management of the national economy
06.77|Экономика труда. Трудовые ресурсы|Labour economics. Labour resources
06.81|Экономика и организация предприятия. Управление предприятием|Business economics and organization. Enterprise management
06.91|Экономика отдельных стран|Economies of individual countries
10.01|Общие вопросы|General questions
10.07|Теория государства и права|Theory of state and law
10.09|История государства и права|History of state and law
10.11|История политических и правовых учений|History of political and legal doctrines
10.15|Конституционное (государственное) право|Constitutional law
10.16|Муниципальное право|Municipal law
10.17|Административное право|Administrative law
10.19|Информационное право|Information law
10.21|Финансовое право|Financial law
10.23|Предпринимательское право|Business law
10.27|Гражданское право|Civil law
10.31|Гражданско-процессуальное право (гражданский процесс)|Civil procedure law
10.33|Арбитражно-процессуальное право (арбитражный процесс)|Commercial (arbitrazh) procedure law
10.35|Патентное право. Право промышленной собственности|Patent law. Industrial property law
10.41|Авторское право и смежные права|Copyright and related rights
10.45|Наследственное право|Inheritance law
10.47|Семейное право|Family law
10.51|Аграрное право|Agrarian law
10.53|Правовые проблемы охраны окружающей среды. Экологическое право|Legal problems of environmental protection. Environmental law
10.55|Земельное право|Land law
10.57|Лесное право|Forest law
10.59|Водное право|Water law
10.60|Воздухоохранное право|Air protection law
10.61|Законодательство о недрах|Subsoil legislation
10.62|Законодательство о животном мире|Wildlife legislation
10.63|Трудовое право|Labour law
10.67|Право социального обеспечения|Social security law
10.71|Правоохранительные органы|Law enforcement agencies
10.77|Уголовное право|Criminal law
10.79|Уголовно-процессуальное право (уголовный процесс)|Criminal procedure law
10.81|Криминология|Criminology
10.83|Уголовно-исполнительное право. Пенитенциария|Penal enforcement law. Penitentiary science
10.85|Криминалистика|Forensic science
10.86|Судебная статистика|Judicial statistics
10.87|Международное право|International law
10.89|Международное частное право|Private international law
10.91|Государство и право отдельных стран|State and law of individual countries
11.01|Общие вопросы политических наук|General questions of political science
11.07|Методология политических исследований|Methodology of political research
11.09|История политических учений|History of political doctrines
11.15|Теория политических систем. Внутренняя политика|Theory of political systems. Domestic policy
11.25|Теория международных отношений. Внешняя политика и дипломатия|Theory of international relations. Foreign policy and diplomacy
12.01|Общие вопросы науковедения|General questions of the science of science
12.09|Развитие науки|Development of science
12.21|Наука и общество. Социология науки|Science and society. Sociology of science
12.31|Научный труд. Научное творчество|Scientific work. Scientific creativity
12.41|Организация науки. Политика в области науки|Organization of science. Science policy
12.51|Методика и техника исследовательской работы|Methods and techniques of research work
12.75|Экономика науки|Economics of science
12.79|Научные кадры|Research personnel
12.81|Международное сотрудничество в науке|International cooperation in science
12.91|Наука и научно-исследовательская работа в отдельных странах|Science and research in individual countries
13.01|Общие вопросы культуры|General questions of culture
13.07|Теория, методология и философия культуры|Theory, methodology and philosophy of culture
13.09|История культуры. История изучения культуры|History of culture. History of cultural studies
13.11|Культура в современном мире|Culture in the modern world
13.15|Организация и управление в области культуры|Organization and management in culture
13.17|Международное сотрудничество в области культуры|International cooperation in culture
13.20|Техническое оснащение учреждений культуры|Technical equipment of cultural institutions
13.21|Социокультурная деятельность в сфере досуга|Socio-cultural leisure activities
13.31|Библиотечное дело. Библиотековедение|Librarianship. Library science
13.41|Библиография. Библиографоведение|Bibliography. Bibliographic science
13.51|Музейное дело. Музееведение|Museum work. Museology
13.61|Охрана памятников истории и культуры|Protection of historical and cultural monuments
13.71|Архивное дело. Архивоведение|Archival work. Archival science
13.91|Культура отдельных стран и народов|Culture of individual countries and peoples
14.01|Общие вопросы народного образования и педагогики|General questions of public education and pedagogy
14.07|Общая педагогика|General pedagogy
14.09|История образования и педагогики. Персоналия|History of education and pedagogy. Biographies
14.15|Система образования|Education system
14.23|Дошкольное образование. Дошкольная педагогика|Preschool education. Preschool pedagogy
14.25|Общеобразовательная школа. Педагогика общеобразовательной школы|General education school. School pedagogy
14.27|Внешкольное (дополнительное) образование и воспитание. Внешкольная педагогика|Out-of-school (supplementary) education. Out-of-school pedagogy
14.29|Специальные (коррекционные) школы. Дефектология|Special (remedial) schools. Special education
14.31|Начальное профессионально-техническое образование. Педагогика профессиональной школы|Initial vocational education. Vocational school pedagogy
14.33|Среднее профессиональное образование. Педагогика среднего профессионального образования|Secondary vocational education. Pedagogy of secondary vocational education
14.35|Высшее профессиональное образование. Педагогика высшей профессиональной школы|Higher professional education. Higher education pedagogy
14.37|Образование взрослых. Повышение квалификации. Самообразование|Adult education. Continuing professional development. Self-education
14.39|Семейное воспитание. Семейная педагогика|Family upbringing. Family pedagogy
14.43|Специализированные отрасли педагогики|Specialized branches of pedagogy
14.85|Технические средства обучения и учебное оборудование|Technical teaching aids and educational equipment
14.91|Народное образование и педагогика в отдельных странах|Public education and pedagogy in individual countries
15.01|Общие вопросы психологии|General questions of psychology
15.21|Общая психология|General psychology
15.31|Психология развития. Возрастная психология. Сравнительная психология|Developmental psychology. Age psychology. Comparative psychology
15.41|Социальная психология|Social psychology
15.81|Прикладная психология|Applied psychology
16.01|Общие вопросы языкознания|General questions of linguistics
16.21|Общее языкознание|General linguistics
16.31|Прикладное языкознание|Applied linguistics
16.41|Языки мира|Languages of the world
17.01|Общие вопросы литературоведения|General questions of literary studies
17.07|Теория литературы|Theory of literature
17.09|История литературы|History of literature
17.71|Народное творчество|Folklore
17.81|Вспомогательные литературоведческие дисциплины|Auxiliary disciplines of literary studies
17.82|Произведения художественной литературы|Works of fiction
18.01|Общие вопросы искусства и искусствоведения|General questions of art and art studies
18.07|Теория и методология искусства и проблемы искусствоведения|Theory and methodology of art and problems of art studies
18.09|История и современное состояние искусства, искусствоведения и художественной критики|History and current state of art, art studies and art criticism
18.11|Искусство в современном мире|Art in the modern world
18.15|Организация и управление в области искусства|Organization and management in the arts
18.17|Международное сотрудничество в области искусства|International cooperation in the arts
18.31|Изобразительное искусство|Fine arts
18.41|Музыка. Музыковедение|Music. Musicology
18.45|Театр. Театроведение|Theatre. Theatre studies
18.46|Массовые зрелища и театрализованные праздники|Mass spectacles and theatrical festivals
18.49|Танец. Хореография|Dance. Choreography
18.51|Цирк|Circus
18.55|Эстрада|Variety art
18.67|Кино. Киноискусство|Cinema. Film art
18.71|Народное искусство|Folk art
18.91|Искусство отдельных стран и народов|Art of individual countries and peoples
19.01|Общие вопросы изучения массовой коммуникации|General questions of mass communication studies
19.21|Массовая коммуникация|Mass communication
19.31|Общедоступные сетевые информационные ресурсы (Интернет, WWW)|Public network information resources (Internet, WWW)
19.41|Журналистика|Journalism
19.45|Средства массовой информации|Mass media
19.51|Печать|Press
19.61|Телевидение|Television
19.65|Радио|Radio
19.71|Использование технических средств для массовой коммуникации|Use of technical means for mass communication
20.01|Общие вопросы информатики|General questions of information science
20.15|Организация информационной деятельности|Organization of information activities
20.17|Документальные источники информации|Documentary sources of information
20.19|Аналитико-синтетическая переработка документальных источников информации|Analytical and synthetic processing of documentary sources of information
20.23|Информационный поиск|Information retrieval
20.51|Информационное обслуживание|Information services
20.53|Технические средства обеспечения информационных процессов|Technical support of information processes
21.01|Общие вопросы научного атеизма и религиеведения|General questions of scientific atheism and religious studies
21.07|Атеизм и свободомыслие|Atheism and freethinking
21.15|Отдельные религии, церкви и культы|Particular religions, churches and cults
21.21|Проблемы религиозного сознания|Problems of religious consciousness
21.31|Философия и религия|Philosophy and religion
21.41|Религии, церкви и общество|Religions, churches and society
21.61|Организационно-практическая деятельность церквей|Organizational and practical activities of churches
21.91|История атеизма, религий и церквей|History of atheism, religions and churches
23.10|Российская Федерация. Россия (в целом)|Russian Federation. Russia (as a whole)
23.13|Северо-Западный федеральный округ России|Northwestern Federal District of Russia
23.15|Центральный федеральный округ России|Central Federal District of Russia
23.17|Приволжский федеральный округ России|Volga Federal District of Russia
23.19|Южный федеральный округ России|Southern Federal District of Russia
23.21|Уральский федеральный округ России|Ural Federal District of Russia
23.23|Сибирский федеральный округ России|Siberian Federal District of Russia
23.25|Дальневосточный федеральный округ России|Far Eastern Federal District of Russia
23.30|Области и территории бывшего СССР|Regions and territories of the former USSR
23.31|Балтийские государства. Балтия|Baltic states
23.33|Страны СНГ Восточной Европы|CIS countries of Eastern Europe
23.35|Страны СНГ Закавказья|CIS countries of the South Caucasus
23.37|Страны СНГ Центральной Азии|CIS countries of Central Asia
23.40|Европа (в целом)|Europe (as a whole)
23.41|Западная Европа|Western Europe
23.43|Скандинавия (Скандинавские страны)|Scandinavia (Scandinavian countries)
23.45|Южная Европа|Southern Europe
23.47|Центральная Европа|Central Europe
23.49|Восточная Европа (в целом)|Eastern Europe (as a whole)
23.50|Азия (в целом)|Asia (as a whole)
23.51|Ближний и Средний Восток. Передняя Азия|Near and Middle East. Western Asia
23.53|Восточная Азия|East Asia
23.55|Южная Азия|South Asia
23.57|Юго-Восточная Азия|Southeast Asia
23.59|Центральная Азия в целом|Central Asia as a whole
23.60|Африка (в целом)|Africa (as a whole)
23.61|Северная Африка|North Africa
23.63|Восточная Африка|East Africa
23.65|Центральная Африка|Central Africa
23.67|Западная Африка|West Africa
23.69|Южная Африка|Southern Africa
23.70|Америка (в целом)|America (as a whole)
23.73|Центральная Америка|Central America
23.75|Южная Америка|South America
23.77|Австралия и Океания|Australia and Oceania
23.79|Полярные (Арктическая и Антарктическая) области|Polar (Arctic and Antarctic) regions
23.81|Поверхность Земли. Суша|The Earth's surface. Land
23.83|Океаны, моря и внутренние воды|Oceans, seas and inland waters
23.89|Прочие физико-географические особенности Земли|Other physical-geographic features of the Earth
26.03|Общественно-политическая мысль|Social and political thought
26.11|Глобальные проблемы|Global problems
26.31|Труд|Labour
27.01|Общие вопросы математики|General questions of mathematics
27.03|Математическая логика и основания математики|Mathematical logic and foundations of mathematics
27.15|Теория чисел|Number theory
27.17|Алгебра|Algebra
27.19|Топология|Topology
27.21|Геометрия|Geometry
27.23|Математический анализ|Mathematical analysis
27.25|Теория функций действительного переменного|Theory of functions of a real variable
27.27|Теория функций комплексных переменных|Theory of functions of complex variables
27.29|Обыкновенные дифференциальные уравнения|Ordinary differential equations
27.31|Дифференциальные уравнения с частными производными|Partial differential equations
27.33|Интегральные уравнения|Integral equations
27.35|Математические модели естественных наук и технических наук. Уравнения математической физики|Mathematical models in the natural and engineering sciences. Equations of mathematical physics
27.37|Вариационное исчисление и математическая теория оптимального управления|Calculus of variations and mathematical theory of optimal control
27.39|Функциональный анализ|Functional analysis
27.41|Вычислительная математика|Computational mathematics
27.43|Теория вероятностей и математическая статистика|Probability theory and mathematical statistics
27.45|Комбинаторный анализ. Теория графов|Combinatorial analysis. Graph theory
27.47|Математическая кибернетика|Mathematical cybernetics
28.01|Общие вопросы кибернетики|General questions of cybernetics
28.15|Теория систем автоматического управления|Theory of automatic control systems
28.17|Теория моделирования|Modelling theory
28.19|Теория кибернетических систем управления|Theory of cybernetic control systems
28.21|Теория информации|Information theory
28.23|Искусственный интеллект|Artificial intelligence
28.25|Теория конечных автоматов и формальных языков|Theory of finite automata and formal languages
28.27|Теория надежности|Reliability theory
28.29|Системный анализ|Systems analysis
29.01|Общие вопросы физики|General questions of physics
29.03|Общие проблемы физического эксперимента|General problems of physical experiment
29.05|Физика элементарных частиц. Теория полей. Физика высоких энергий|Elementary particle physics. Field theory. High energy physics
29.15|Ядерная физика|Nuclear physics
29.17|Физика газов и жидкостей. Термодинамика и статистическая физика|Physics of gases and liquids. Thermodynamics and statistical physics
29.19|Физика твердых тел|Solid state physics
29.27|Физика плазмы|Plasma physics
29.29|Физика атома и молекулы|Atomic and molecular physics
29.31|Оптика|Optics
29.33|Лазерная физика|Laser physics
29.35|Радиофизика. Физические основы электроники|Radiophysics. Physical foundations of electronics
29.37|Акустика|Acoustics
30.01|Общие вопросы механики|General questions of mechanics
30.03|Основы, общие задачи и методы механики|Foundations, general problems and methods of mechanics
30.15|Общая механика|General mechanics
30.17|Механика жидкости и газа|Fluid and gas mechanics
30.19|Механика деформируемого твердого тела|Mechanics of deformable solids
30.51|Комплексные и специальные разделы механики|Interdisciplinary and special branches of mechanics
31.01|Общие вопросы химии|General questions of chemistry
31.05|Общелабораторное химическое оборудование. Аппаратура|General laboratory chemical equipment. Apparatus
31.15|Физическая химия|Physical chemistry
31.17|Неорганическая химия. Комплексные соединения|Inorganic chemistry. Complex compounds
31.19|Аналитическая химия|Analytical chemistry
31.21|Органическая химия|Organic chemistry
31.23|Биоорганическая химия. Природные органические соединения и их синтетические аналоги|Bioorganic chemistry. Natural organic compounds and their synthetic analogues
31.25|Химия высокомолекулярных соединений|Polymer chemistry
31.27|Биологическая химия|Biological chemistry
34.01|Общие вопросы биологии|General questions of biology
34.03|Теоретическая биология|Theoretical biology
34.05|Методы и оборудование для биологических исследований|Methods and equipment for biological research
34.15|Молекулярная биология|Molecular biology
34.17|Биофизика|Biophysics
34.19|Цитология|Cytology
34.21|Эмбриология|Embryology
34.23|Генетика|Genetics
34.25|Вирусология|Virology
34.27|Микробиология|Microbiology
34.29|Ботаника|Botany
34.31|Физиология растений|Plant physiology
34.33|Зоология|Zoology
34.35|Экология|Ecology
34.37|Антропология|Anthropology
34.39|Физиология человека и животных|Human and animal physiology
34.41|Морфология человека и животных|Human and animal morphology
34.43|Иммунология|Immunology
34.45|Фармакология|Pharmacology
34.47|Токсикология|Toxicology
34.49|Радиационная биология|Radiation biology
34.51|Космическая биология|Space biology
34.53|Бионика|Bionics
34.55|Биокибернетика|Biocybernetics
34.57|Биоинженерия|Bioengineering
36.01|Общие вопросы геодезии и картографии|General questions of geodesy and cartography
36.16|Высшая геодезия|Geodesy (higher geodesy)
36.23|Прикладная геодезия. Прикладные применения аэросъемки и фотограмметрии|Applied geodesy. Applications of aerial survey and photogrammetry
36.29|Топография. Фототопография|Topography. Phototopography
36.33|Картография|Cartography
36.39|Селенодезия. Планетодезия. Картографирование Луны и планет|Selenodesy. Planetary geodesy. Mapping of the Moon and planets
37.01|Общие вопросы геофизики|General questions of geophysics
37.15|Геомагнетизм и высокие слои атмосферы|Geomagnetism and the upper atmosphere
37.21|Метеорология|Meteorology
37.23|Климатология|Climatology
37.25|Океанология|Oceanology
37.27|Гидрология суши|Land hydrology
37.29|Гляциология|Glaciology
37.31|Физика Земли|Physics of the Earth
38.01|Общие вопросы геологии|General questions of geology
38.15|Литология|Lithology
38.17|Тектоника|Tectonics
38.19|Геолого-геофизические исследования глубинного строения Земли|Geological and geophysical studies of the Earth's deep structure
38.21|Региональная геология|Regional geology
38.27|Планетология|Planetology
38.29|Стратиграфия|Stratigraphy
38.31|Палеонтология|Palaeontology
38.33|Геохимия|Geochemistry
38.35|Минералогия|Mineralogy
38.37|Петрография|Petrography
38.39|Экспериментальная и техническая минералогия и петрография|Experimental and technical mineralogy and petrography
38.41|Методы лабораторных минералого-петрографических и геохимических исследований|Laboratory methods of mineralogical, petrographic and geochemical research
38.43|Антропогеновый период|Quaternary (Anthropogene) period
38.45|Неотектоника|Neotectonics
38.47|Геоморфология|Geomorphology
38.49|Геология рудных полезных ископаемых|Geology of ore deposits
38.51|Геология неметаллических полезных ископаемых|Geology of non-metallic mineral deposits
38.53|Геология месторождений нефти, газа и конденсатов|Geology of oil, gas and condensate fields
38.55|Геология месторождений угля, битуминозных пород и торфа|Geology of coal, bituminous rock and peat deposits
38.57|Методы поисков и разведки месторождений полезных ископаемых|Methods of prospecting and exploration of mineral deposits
38.59|Техника и технология геолого-разведочных работ|Equipment and technology of geological exploration
38.61|Гидрогеология|Hydrogeology
38.63|Инженерная геология|Engineering geology
38.65|Мерзлотоведение|Permafrost science
39.01|Общие вопросы географии|General questions of geography
39.03|Теоретическая география|Theoretical geography
39.15|Историческая география|Historical geography
39.17|Военная география|Military geography
39.19|Физическая география|Physical geography
39.21|Экономическая и социальная география|Economic and social geography
39.23|Страноведение|Regional geography (country studies)
39.25|Медицинская география|Medical geography
39.29|Топонимика|Toponymy
41.01|Общие вопросы астрономии|General questions of astronomy
41.03|Теоретическая астрономия. Небесная механика|Theoretical astronomy. Celestial mechanics
41.15|Астрометрия|Astrometry
41.17|Астрофизика|Astrophysics
41.19|Солнечная система|Solar System
41.21|Солнце|The Sun
41.23|Звезды|Stars
41.25|Туманности. Межзвездная среда|Nebulae. Interstellar medium
41.27|Звездные системы|Stellar systems
41.29|Космология|Cosmology
41.51|Обсерватории. Инструменты, приборы и методы астрономических наблюдений|Observatories. Instruments, devices and methods of astronomical observation
43.01|Общие вопросы естественных и точных наук|General questions of the natural and exact sciences
44.01|Общие вопросы энергетики|General questions of power engineering
44.09|Энергоресурсы. Энергетический баланс|Energy resources. Energy balance
44.29|Электроэнергетика|Electric power engineering
44.31|Теплоэнергетика. Теплотехника|Thermal power engineering. Heat engineering
44.33|Атомная энергетика|Nuclear power engineering
44.35|Гидроэнергетика|Hydropower
44.37|Гелиоэнергетика|Solar power
44.39|Ветроэнергетика|Wind power
44.41|Прямое преобразование энергии|Direct energy conversion
45.01|Общие вопросы электротехники|General questions of electrical engineering
45.03|Теоретическая электротехника|Theoretical electrical engineering
45.09|Электротехнические материалы|Electrical engineering materials
45.29|Электрические машины|Electrical machines
45.31|Электрические аппараты|Electrical apparatus
45.33|Трансформаторы и электрические реакторы|Transformers and electrical reactors
45.35|Силовые электрические конденсаторы|Power capacitors
45.37|Силовая преобразовательная техника|Power conversion equipment
45.41|Электропривод|Electric drives
45.43|Электротермия|Electrothermics
45.45|Электросварочное оборудование|Electric welding equipment
45.47|Провода и кабели|Wires and cables
45.49|Электрические изоляторы|Electrical insulators
45.51|Светотехника|Lighting engineering
45.53|Электротехническое оборудование специального назначения|Special-purpose electrical equipment
47.01|Общие вопросы электроники и радиотехники|General questions of electronics and radio engineering
47.03|Теоретические основы электронной техники|Theoretical foundations of electronic engineering
47.05|Теоретическая радиотехника|Theoretical radio engineering
47.09|Материалы для электроники и радиотехники|Materials for electronics and radio engineering
47.13|Технология и оборудование для электронного и радиотехнического производства|Technology and equipment for electronics and radio manufacturing
47.14|Проектирование и конструирование электронных приборов и радиоэлектронной аппаратуры|Design of electronic devices and radio-electronic equipment
47.29|Электровакуумные и газоразрядные приборы и устройства|Vacuum-tube and gas-discharge devices
47.31|Ускорители заряженных частиц и плазмы|Charged particle and plasma accelerators
47.33|Твердотельные приборы|Solid-state devices
47.35|Квантовая электроника|Quantum electronics
47.37|Голография|Holography
47.39|Криоэлектроника|Cryoelectronics
47.41|Радиоэлектронные схемы|Radio-electronic circuits
47.43|Распространение радиоволн|Radio wave propagation
47.45|Антенны. Волноводы. Элементы СВЧ-техники|Antennas. Waveguides. Microwave components
47.47|Радиопередающие и радиоприемные устройства|Radio transmitters and receivers
47.49|Радиотехнические системы зондирования, локации и навигации|Radio sensing, radar and navigation systems
47.51|Телевизионная техника|Television engineering
47.53|Запись и воспроизведение сигналов|Signal recording and reproduction
47.55|Электроакустика, ультразвуковая и инфразвуковая техника|Electroacoustics, ultrasonic and infrasonic engineering
47.57|Инфракрасная техника|Infrared engineering
47.59|Узлы, детали и элементы радиоэлектронной аппаратуры|Units, parts and components of radio-electronic equipment
47.61|Приборы для радиотехнических измерений|Radio measurement instruments
47.63|Системы и устройства отображения информации|Information display systems and devices
49.01|Общие вопросы связи|General questions of telecommunications
49.03|Теория связи|Communication theory
49.13|Проектирование и конструирование устройств связи. Технология и оборудование для сборки и регулировки аппаратуры связи|Design of communication devices. Technology and equipment for assembly and adjustment of communication equipment
49.27|Система передачи|Transmission systems
49.29|Линии связи|Communication lines
49.31|Многоканальная связь|Multichannel communication
49.33|Сети и узлы связи|Communication networks and nodes
49.34|Службы и услуги связи|Communication services
49.35|Телеграфная связь и аппаратура|Telegraphy and telegraph equipment
49.37|Системы и аппаратура передачи данных|Data transmission systems and equipment
49.38|Телеинформационные службы и аппаратура|Teleinformation services and equipment
49.39|Телефонная связь и аппаратура|Telephony and telephone equipment
49.40|Системы передачи движущихся изображений и звука|Transmission systems for moving images and sound
49.41|Факсимильная связь и аппаратура|Facsimile communication and equipment
49.43|Радиосвязь и радиовещание|Radio communication and broadcasting
49.44|Световодная связь и аппаратура|Optical fibre communication and equipment
49.45|Телевидение|Television
49.46|Оптическая связь в свободном пространстве и аппаратура|Free-space optical communication and equipment
49.47|Почтовая связь|Postal communication
50.01|Общие вопросы автоматики и вычислительной техники|General questions of automation and computer engineering
50.03|Теория автоматического управления|Automatic control theory
50.05|Теоретические основы программирования|Theoretical foundations of programming
50.07|Теоретические основы вычислительной техники|Theoretical foundations of computer engineering
50.09|Элементы, узлы и устройства автоматики и вычислительной техники|Components, units and devices of automation and computer engineering
50.10|Устройства ввода-вывода|Input/output devices
50.11|Запоминающие устройства|Storage devices
50.13|Технология и оборудование для производства средств автоматики и вычислительной техники|Technology and equipment for manufacturing automation and computing equipment
50.29|Клавишные и счетно-перфорационные машины|Keyboard and punched-card machines
50.31|Аналоговые вычислительные машины (АВМ)|Analogue computers
50.33|Цифровые вычислительные машины и вычислительные комплексы (ВК)|Digital computers and computing systems
50.35|Аналого-цифровые (гибридные) вычислительные машины и вычислительные комплексы|Hybrid (analogue-digital) computers and computing systems
50.37|Вычислительные центры (ВЦ)|Computing centres
50.39|Вычислительные сети (ВС)|Computer networks
50.41|Программное обеспечение вычислительных машин, комплексов и сетей|Software for computers, computing systems and networks
50.43|Системы автоматического управления, регулирования и контроля|Automatic control, regulation and monitoring systems
50.45|Системы телеуправления и телеизмерения|Remote control and telemetry systems
50.47|Автоматизированные системы управления технологическими процессами|Industrial process control systems
50.49|Автоматизированные системы организационного управления|Automated management information systems
50.51|Автоматизация проектирования|Computer-aided design
50.53|Автоматизация научных исследований|Automation of scientific research
52.01|Общие вопросы горного дела|General questions of mining
52.13|Техника и технология разработки месторождений твердых полезных ископаемых|Equipment and technology for mining solid mineral deposits
52.29|Разработка месторождений руд черных металлов|Mining of ferrous metal ores
52.31|Разработка месторождений руд и россыпей цветных и редких металлов и алмазов|Mining of non-ferrous and rare metal ores and placers and of diamonds
52.35|Разработка месторождений угля и горючих сланцев|Mining of coal and oil shale
52.37|Разработка месторождений торфа|Peat extraction
52.39|Разработка месторождений строительных и дорожных материалов, огнеупорного, керамического, стекольного и минерального технического сырья|Mining of construction and road materials and of refractory, ceramic, glass and industrial mineral raw materials
52.41|Разработка месторождений химического и агрохимического сырья и солей|Mining of chemical and agrochemical raw materials and salts
52.43|Разработка месторождений драгоценных и поделочных камней|Mining of precious and ornamental stones
52.45|Обогащение полезных ископаемых|Mineral processing
52.47|Разработка нефтяных и газовых месторождений|Oil and gas field development
53.01|Общие вопросы металлургии|General questions of metallurgy
53.03|Теория металлургических процессов|Theory of metallurgical processes
53.07|Металлургическая теплотехника|Metallurgical heat engineering
53.31|Производство черных металлов и сплавов|Production of ferrous metals and alloys
53.37|Производство цветных металлов и сплавов|Production of non-ferrous metals and alloys
53.39|Порошковая металлургия|Powder metallurgy
53.41|Металлургия полупроводников|Metallurgy of semiconductors
53.43|Прокатное производство|Rolling
53.45|Волочильное и метизное производство|Wire drawing and hardware production
53.47|Производство труб|Pipe production
53.49|Металловедение|Physical metallurgy
53.81|Технический анализ в металлургии|Technical analysis in metallurgy
55.01|Общие вопросы машиностроения|General questions of mechanical engineering
55.03|Машиноведение и детали машин|Machine science and machine parts
55.09|Машиностроительные материалы|Engineering materials
55.13|Технология машиностроения|Manufacturing engineering technology
55.15|Литейное производство|Foundry
55.16|Кузнечно-штамповочное производство|Forging and stamping
55.18|Сборочное производство|Assembly
55.19|Резание материалов|Cutting of materials
55.20|Электрофизикохимическая обработка|Electrophysical and electrochemical machining
55.21|Термическая и упрочняющая обработка|Heat treatment and hardening
55.22|Отделка поверхностей и нанесение покрытий|Surface finishing and coating
55.23|Производство изделий из порошковых материалов|Manufacture of powder-material products
55.24|Производство неметаллических изделий|Manufacture of non-metallic products
55.29|Станкостроение|Machine tool building
55.30|Робототехника|Robotics
55.31|Инструментальное производство|Tool making
55.33|Горное машиностроение|Mining machinery
55.35|Металлургическое машиностроение|Metallurgical machinery
55.36|Котлостроение|Boiler making
55.37|Турбостроение|Turbine building
55.38|Специальные энергетические установки|Special power plants
55.39|Химическое и нефтяное машиностроение|Chemical and petroleum machinery
55.41|Локомотивостроение и вагоностроение|Locomotive and railway car building
55.42|Двигателестроение|Engine building
55.43|Автомобилестроение|Automotive engineering
55.45|Судостроение|Shipbuilding
55.47|Авиастроение|Aircraft building
55.49|Космическая техника и ракетостроение|Space technology and rocket engineering
55.51|Подъемно-транспортное машиностроение|Hoisting and handling machinery
55.53|Строительное и дорожное машиностроение|Construction and road machinery
55.55|Коммунальное машиностроение|Municipal machinery
55.57|Тракторное и сельскохозяйственное машиностроение|Tractor and agricultural machinery
55.59|Машиностроение для легкой промышленности|Machinery for light industry
55.61|Полиграфическое машиностроение|Printing machinery
55.63|Машиностроение для пищевой промышленности|Machinery for the food industry
55.65|Машиностроение для торговли и общественного питания|Machinery for trade and catering
55.67|Бытовые машины и приборы|Household machines and appliances
55.68|Производство оружия|Weapons manufacture
55.69|Прочие отрасли машиностроения|Other branches of mechanical engineering
58.01|Общие вопросы ядерной техники|General questions of nuclear engineering
58.09|Ядерные сырьевые материалы и топливо|Nuclear raw materials and fuel
58.29|Получение изотопов|Isotope production
58.31|Применение изотопов и ионизирующих излучений|Applications of isotopes and ionizing radiation
58.33|Ядерные реакторы|Nuclear reactors
58.34|Термоядерные реакторы|Fusion reactors
58.35|Действие излучений и защита от них|Radiation effects and radiation protection
58.37|Ядерные взрывы|Nuclear explosions
58.91|Переработка ядерного топлива и удаление отходов|Nuclear fuel reprocessing and waste disposal
59.01|Общие вопросы приборостроения|General questions of instrument engineering
59.03|Теоретические основы приборостроения|Theoretical foundations of instrument engineering
59.13|Общая технология производства и оборудование в приборостроении|General production technology and equipment in instrument engineering
59.14|Проектирование и конструирование приборов|Instrument design
59.29|Приборы для измерения электрических и магнитных величин|Instruments for measuring electrical and magnetic quantities
59.31|Приборы для измерения механических величин|Instruments for measuring mechanical quantities
59.33|Приборы для измерения времени и частоты|Time and frequency measuring instruments
59.35|Приборы для измерения состава и физико-химических свойств веществ и материалов|Instruments for measuring the composition and physicochemical properties of substances and materials
59.37|Приборы для теплотехнических и теплофизических измерений|Instruments for thermal engineering and thermophysical measurements
59.39|Приборы для измерения акустических величин и характеристик|Instruments for measuring acoustic quantities and characteristics
59.41|Приборы для измерения оптических и светотехнических величин и характеристик|Instruments for measuring optical and photometric quantities and characteristics
59.43|Приборы для измерения ионизирующих излучений|Ionizing radiation measuring instruments
59.45|Приборы неразрушающего контроля изделий и материалов|Non-destructive testing instruments for products and materials
59.71|Общие структурные элементы, узлы измерительных приборов и систем|Common structural elements and units of measuring instruments and systems
59.73|Средства оргтехники|Office equipment
60.29|Полиграфия|Printing
60.31|Репрография|Reprography
60.33|Фотокинотехника|Photographic and cinema technology
61.01|Общие вопросы химической технологии и химической промышленности|General questions of chemical technology and the chemical industry
61.13|Процессы и аппараты химической технологии|Processes and apparatus of chemical technology
61.29|Химическое сырье|Chemical raw materials
61.31|Технология неорганических веществ и продуктов|Technology of inorganic substances and products
61.33|Производство удобрений|Fertilizer production
61.35|Технология производства силикатных и тугоплавких неметаллических материалов|Technology of silicate and refractory non-metallic materials
61.37|Промышленный органический синтез|Industrial organic synthesis
61.39|Промышленный синтез органических красителей и пигментов|Industrial synthesis of organic dyes and pigments
61.41|Технология фотографических материалов|Technology of photographic materials
61.43|Технология взрывчатых веществ и средства химической защиты. Хранение и уничтожение химического оружия|Technology of explosives and chemical protection. Storage and destruction of chemical weapons
61.45|Технология химико-фармацевтических средств|Technology of pharmaceutical chemicals
61.47|Технология душистых веществ|Technology of fragrances
61.49|Технология пестицидов и дезинфицирующих веществ|Technology of pesticides and disinfectants
61.51|Переработка природных газов, нефти, газового конденсата, их продуктов и аналогов. Моторное топливо. Смазочные материалы|Processing of natural gas, oil, gas condensate, their products and analogues. Motor fuels. Lubricants
61.53|Технология переработки твердых горючих ископаемых|Processing of solid fossil fuels
61.55|Лесохимические производства|Wood chemistry industries
61.57|Технология природных высокомолекулярных соединений|Technology of natural polymers
61.59|Технология синтетических высокомолекулярных соединений|Technology of synthetic polymers
61.61|Технология пластмасс|Plastics technology
61.63|Технология производства резин и изделий из них|Rubber and rubber products technology
61.65|Технология лакокрасочных материалов и органических покрытий|Technology of paints, varnishes and organic coatings
61.67|Технология химических волокон и нитей|Technology of man-made fibres and filaments
61.69|Технология химических реактивов и особо чистых веществ|Technology of chemical reagents and high-purity substances
61.71|Технология производства продуктов бытовой химии|Technology of household chemicals
61.74|Технология вспомогательных материалов|Technology of auxiliary materials
62.01|Общие вопросы биотехнологии|General questions of biotechnology
62.09|Сырье и продуценты для биотехнологического производства|Raw materials and producer organisms for biotechnological production
62.13|Биотехнологические процессы и аппараты|Biotechnological processes and apparatus
62.33|Клеточная инженерия|Cell engineering
62.35|Технологическая биоэнергетика|Technological bioenergetics
62.37|Прикладная генетическая инженерия|Applied genetic engineering
62.39|Инженерная энзимология|Enzyme engineering
62.41|Иммунобиотехнологические методы анализа|Immunobiotechnological methods of analysis
62.99|Другие проблемы биотехнологии|Other problems of biotechnology
64.01|Общие вопросы легкой промышленности|General questions of light industry
64.29|Текстильная промышленность|Textile industry
64.31|Трикотажная промышленность|Knitwear industry
64.33|Швейная промышленность|Garment industry
64.35|Кожевенная промышленность|Leather industry
64.37|Меховая промышленность|Fur industry
64.39|Промышленность искусственной кожи и пленочных материалов|Artificial leather and film materials industry
64.41|Обувная промышленность|Footwear industry
64.43|Кожгалантерейная промышленность|Leather goods industry
64.45|Щетинно-щеточное производство|Bristle and brush production
64.47|Производство фурнитуры|Production of fittings and accessories
65.01|Общие вопросы пищевой промышленности|General questions of the food industry
65.09|Пищевое сырье и вспомогательные материалы|Food raw materials and auxiliary materials
65.13|Процессы и аппараты пищевых производств|Processes and apparatus of food production
65.29|Элеваторная и мукомольно-крупяная промышленность|Grain storage, flour milling and cereal industry
65.31|Комбикормовая промышленность|Compound feed industry
65.33|Хлебопекарная и макаронная промышленность|Bakery and pasta industry
65.35|Кондитерская промышленность|Confectionery industry
65.37|Сахарная промышленность|Sugar industry
65.39|Крахмалопаточная промышленность|Starch and syrup industry
65.41|Дрожжевая промышленность|Yeast industry
65.43|Пивоваренная промышленность|Brewing industry
65.45|Спиртовая промышленность|Ethanol industry
65.47|Промышленность высокоалкогольных напитков|Spirits industry
65.49|Винодельческая промышленность|Wine industry
65.51|Промышленность безалкогольных напитков|Soft drinks industry
65.53|Консервная, овощесушильная и пищеконцентратная промышленность|Canning, vegetable drying and food concentrate industry
65.55|Пищевкусовая промышленность|Flavouring and seasoning industry
65.57|Табачная промышленность|Tobacco industry
65.59|Мясная и птицеперерабатывающая промышленность|Meat and poultry processing industry
65.61|Производство яиц и яичных продуктов|Egg and egg products production
65.63|Молочная промышленность|Dairy industry
65.65|Масложировая промышленность|Oils and fats industry
66.01|Общие вопросы лесной и деревообрабатывающей промышленности|General questions of the forest and woodworking industry
66.03|Древесиноведение|Wood science
66.15|Лесосечные работы|Logging operations
66.17|Транспортирование леса|Timber transport
66.19|Лесоскладские работы|Timber yard operations
66.29|Технология и оборудование для обработки древесины|Woodworking technology and equipment
66.31|Лесопильное производство|Sawmilling
66.33|Производство столярно-строительных изделий|Manufacture of joinery for construction
66.35|Производство фанеры и плит|Plywood and board production
66.37|Производство мебели|Furniture manufacture
66.39|Производство спичек|Match production
66.41|Производство деревянной тары|Wooden packaging production
66.43|Специальные деревообрабатывающие производства|Special woodworking industries
66.45|Целлюлозно-бумажная промышленность|Pulp and paper industry
67.01|Общие вопросы строительства|General questions of construction
67.03|Инженерно-теоретические основы строительства|Engineering theory of construction
67.07|Архитектура|Architecture
67.09|Строительные материалы и изделия|Building materials and products
67.11|Строительные конструкции|Building structures
67.13|Технология строительно-монтажных работ|Construction and installation technology
67.15|Технология производства строительных материалов и изделий|Technology of building materials and products
67.17|Машины, механизмы, оборудование и инструмент, применяемые в строительстве и промышленности стройматериалов|Machines, equipment and tools for construction and the building materials industry
67.21|Инженерные изыскания в строительстве|Engineering surveys for construction
67.23|Архитектурно-строительное проектирование|Architectural and structural design
67.25|Районная планировка. Градостроительство|Regional planning. Urban planning
67.29|Объекты строительства|Construction projects
67.53|Инженерное обеспечение объектов строительства|Building services engineering
68.01|Общие вопросы сельского хозяйства|General questions of agriculture
68.03|Сельскохозяйственная биология|Agricultural biology
68.05|Почвоведение|Soil science
68.29|Земледелие|Arable farming
68.31|Сельскохозяйственная мелиорация|Agricultural land reclamation
68.33|Агрохимия|Agrochemistry
68.35|Растениеводство|Crop production
68.37|Защита сельскохозяйственных растений|Crop protection
68.39|Животноводство|Animal husbandry
68.41|Ветеринария|Veterinary medicine
68.43|Заготовки продукции сельского хозяйства|Procurement of agricultural products
68.45|Охота и охотничье хозяйство|Hunting and game management
68.47|Лесное хозяйство|Forestry
68.75|Экономика и организация сельского хозяйства|Agricultural economics and organization
68.85|Механизация и электрификация сельского хозяйства|Mechanization and electrification of agriculture
69.01|Общие вопросы рыбного хозяйства|General questions of fisheries
69.09|Биологические ресурсы Мирового океана и внутренних водоемов|Biological resources of the World Ocean and inland waters
69.25|Аквакультура. Рыбоводство|Aquaculture. Fish farming
69.31|Промышленное рыболовство|Commercial fishing
69.33|Техническая эксплуатация флота рыбной промышленности|Technical operation of the fishing fleet
69.35|Техническая эксплуатация рыбных морских портов|Technical operation of fishing ports
69.51|Технология переработки сырья водного происхождения|Processing of aquatic raw materials
69.53|Оборудование для рыбообрабатывающей промышленности|Fish processing equipment
70.01|Общие вопросы водного хозяйства|General questions of water management
70.03|Научные основы водного хозяйства|Scientific foundations of water management
70.17|Водохозяйственное строительство. Гидротехнические и гидромелиоративные сооружения|Water management construction. Hydraulic and irrigation structures
70.19|Обводнение и водоснабжение|Water provision and water supply
70.21|Оросительные системы|Irrigation systems
70.23|Осушительные системы|Drainage systems
70.25|Сточные воды, их очистка и использование|Wastewater treatment and reuse
70.27|Качество воды|Water quality
70.81|Испытания, измерения, контроль в водном хозяйстве|Testing, measurement and monitoring in water management
70.85|Механизация и автоматизация в водном хозяйстве|Mechanization and automation in water management
70.94|Комплексное использование водных ресурсов|Integrated use of water resources
71.01|Общие вопросы внутренней торговли|General questions of domestic trade
71.29|Оптовая торговля|Wholesale trade
71.31|Розничная торговля|Retail trade
71.33|Общественное питание|Public catering
71.35|Гостиничное хозяйство|Hotel industry
71.37|Туристско-экскурсионное обслуживание|Tourism and excursion services
72.01|Общие вопросы внешней торговли|General questions of foreign trade
72.13|Виды внешней торговли|Types of foreign trade
72.15|Внешнеторговая политика|Foreign trade policy
72.17|Связь внешней торговли с производством|Links between foreign trade and production
72.19|Структура внешней торговли|Structure of foreign trade
72.21|Расчеты по внешнеторговым операциям|Payments in foreign trade operations
72.23|Внешнеторговые перевозки|Foreign trade shipping
72.25|Мировые товарные рынки|World commodity markets
72.27|Международные соглашения о торговле. Международные контракты|International trade agreements. International contracts
72.29|Международные торговые организации. Товарные соглашения|International trade organizations. Commodity agreements
72.75|Организация и управление внешней торговли|Organization and management of foreign trade
73.01|Общие вопросы транспорта|General questions of transport
73.29|Железнодорожный транспорт|Rail transport
73.31|Автомобильный транспорт|Road transport
73.34|Водный транспорт|Water transport
73.37|Воздушный транспорт|Air transport
73.39|Трубопроводный транспорт|Pipeline transport
73.41|Промышленный транспорт|Industrial transport
73.43|Городской транспорт|Urban transport
73.47|Взаимодействие разных видов транспорта. Смешанные перевозки|Interaction of transport modes. Multimodal transport
73.49|Прочие виды транспорта|Other modes of transport
75.29|Жилищное хозяйство|Housing
75.31|Коммунальное хозяйство|Public utilities
75.33|Бытовое обслуживание|Consumer services
75.35|Домоводство|Housekeeping
76.01|Общие вопросы медицины и здравоохранения|General questions of medicine and health care
76.03|Медико-биологические дисциплины|Biomedical disciplines
76.09|Медицинские материалы, средства и изделия|Medical materials, products and devices
76.13|Медицинская техника|Medical equipment
76.29|Клиническая медицина|Clinical medicine
76.31|Фармакология|Pharmacology
76.33|Гигиена и эпидемиология|Hygiene and epidemiology
76.35|Прочие отрасли медицины и здравоохранения|Other branches of medicine and health care
76.75|Социальная гигиена. Организация и управление здравоохранением|Social hygiene. Health care organization and management
77.01|Общие вопросы физической культуры и спорта|General questions of physical culture and sport
77.03|Теория физической культуры и спорта|Theory of physical culture and sport
77.05|Медико-биологические основы физической культуры и спорта|Biomedical foundations of physical culture and sport
77.13|Материально-техническая база физической культуры и спорта|Facilities and equipment for physical culture and sport
77.29|Методические основы видов спорта|Methodological foundations of individual sports
77.31|Спортивные соревнования|Sports competitions
78.01|Общие вопросы военного дела|General questions of military science
78.03|Учения о войне и армии|Doctrines of war and the army
78.09|Военная история|Military history
78.15|Военное образование и подготовка кадров|Military education and training
78.17|Военная политика. Военные доктрины|Military policy. Military doctrines
78.19|Военная наука|Military science (theory)
78.21|Военно-прикладные науки|Applied military sciences
78.25|Вооружение и военная техника|Weapons and military equipment
78.27|Вооруженные силы|Armed forces
78.75|Военная экономика|Military economics
80.29|Производство музыкальных инструментов|Musical instrument manufacture
80.31|Производство художественных изделий|Manufacture of art and craft products
80.33|Ювелирная промышленность|Jewellery industry
80.35|Производство игрушек|Toy manufacture
80.37|Производство спортивных изделий|Sports goods manufacture
80.39|Производство канцелярских товаров|Stationery manufacture
81.01|Общие вопросы технических, прикладных наук и отраслей экономики|General questions of technical and applied sciences and branches of the economy
81.09|Материаловедение|Materials science
81.13|Общая технология производства|General production technology
81.14|Проектирование. Конструирование|Engineering design
81.19|Гибкие производственные системы (ГПС)|Flexible manufacturing systems
81.29|Вакуумная техника|Vacuum technology
81.31|Криогенная техника|Cryogenic engineering
81.33|Коррозия и защита от коррозии|Corrosion and corrosion protection
81.35|Сварка|Welding
81.37|Оптическое производство|Optical manufacturing
81.79|Кадры|Personnel
81.81|Контроль и управление качеством|Quality control and management
81.83|Монтаж, эксплуатация и ремонт промышленного оборудования|Installation, operation and repair of industrial equipment
81.88|Материально-техническое снабжение. Логистика|Materials supply. Logistics
81.89|Складское хозяйство|Warehousing
81.90|Тара и упаковка|Containers and packaging
81.91|Вторичное сырье|Recycled materials
81.92|Пожарная безопасность|Fire safety
81.93|Безопасность. Аварийно-спасательные службы|Safety. Emergency and rescue services
81.95|Техническая эстетика. Эргономика|Industrial design. Ergonomics
81.96|Защита информации|Information security
82.01|Общие вопросы организации и управления|General questions of organization and management
82.05|Теория и методология управления|Management theory and methodology
82.13|Государственное и административное управление|Public administration
82.15|Организация управления экономикой|Organization of economic management
82.17|Социальное управление|Social management
82.29|Прогнозирование. Футурология|Forecasting. Futurology
82.33|Стратегический менеджмент. Стратегическое планирование|Strategic management. Strategic planning
83.01|Общие вопросы статистики|General questions of statistics
83.03|Общая теория статистики|General theory of statistics
83.29|Экономическая статистика|Economic statistics
83.31|Отраслевые статистики|Sectoral statistics
83.33|Социальная статистика|Social statistics
83.35|Международная статистика|International statistics
83.37|Статистика отдельных стран и социально-экономических систем|Statistics of individual countries and socio-economic systems
83.75|Организация и управление статистикой|Organization and management of statistics
83.77|Методы и средства сбора, обработки и анализа статистической информации|Methods and tools for collecting, processing and analysing statistical information
84.01|Общие вопросы стандартизации|General questions of standardization
84.13|Системы и службы стандартизации|Standardization systems and services
84.15|Научно-методологическое обеспечение систем и служб стандартизации|Scientific and methodological support of standardization systems and services
85.01|Общие вопросы патентного дела, изобретательства и рационализаторства|General questions of patents, invention and rationalization
85.29|Патентно-информационная деятельность|Patent information activities
85.31|Изобретательство и рационализаторство|Invention and rationalization
85.33|Патентно-лицензионная работа|Patent licensing
85.35|Технико-экономический анализ по патентным материалам|Technical and economic analysis of patent documents
85.37|Изобретательское право|Invention law
86.01|Общие вопросы охраны труда|General questions of occupational safety
86.19|Организация и управление охраной труда|Organization and management of occupational safety
86.21|Условия труда. Производственная сфера|Working conditions. Production environment
86.23|Техника безопасности|Safety engineering
86.25|Профессиональные болезни и их профилактика|Occupational diseases and their prevention
86.29|Несчастные случаи на производстве и их предупреждение|Occupational accidents and their prevention
86.31|Трудоспособность. Экспертиза трудоспособности|Work capacity. Work capacity assessment
86.33|Охрана труда по источникам опасности и методам защиты|Occupational safety by hazard source and protection method
86.35|Охрана труда по отраслям экономики|Occupational safety by branch of the economy
86.37|Охрана труда по категориям работников|Occupational safety by category of workers
86.40|Безопасность труда на производствах повышенной опасности|Occupational safety in high-hazard industries
87.01|Общие вопросы охраны окружающей среды и экологии человека|General questions of environmental protection and human ecology
87.03|Теория и методы изучения и охраны окружающей среды. Экологические основы использования природных ресурсов|Theory and methods of environmental study and protection. Ecological foundations of natural resource use
87.05|Международное сотрудничество|International cooperation
87.15|Загрязнение окружающей среды. Контроль загрязнения|Environmental pollution. Pollution control
87.17|Загрязнение и охрана атмосферы|Air pollution and protection
87.19|Загрязнение и охрана вод суши, морей и океанов|Pollution and protection of inland waters, seas and oceans
87.21|Охрана почв|Soil protection
87.23|Охрана недр|Subsoil protection
87.24|Экологические основы жизнедеятельности населения|Ecological foundations of human life
87.25|Воздействие антропогенных изменений окружающей среды на здоровье и социально-трудовой потенциал населения|Effects of anthropogenic environmental change on population health and labour potential
87.26|Воздействие загрязнения окружающей среды на состояние природных экосистем, популяций и организмов растительного и животного мира|Effects of environmental pollution on natural ecosystems, populations and organisms of flora and fauna
87.27|Охрана растительного и животного мира|Protection of flora and fauna
87.29|Антропогенное воздействие на ландшафт. Охрана и оптимизация ландшафта|Anthropogenic impact on landscapes. Landscape protection and optimization
87.31|Заповедное дело. Охраняемые природные территории и акватории|Nature reserves. Protected areas and waters
87.33|Стихийные бедствия и катастрофы антропогенного происхождения. Экологическая безопасность|Natural and man-made disasters. Environmental safety
87.35|Рациональное использование и воспроизводство природных ресурсов|Sustainable use and renewal of natural resources
87.51|Охрана окружающей среды и природных ресурсов в отдельных регионах и странах|Environmental and natural resource protection in individual regions and countries
87.53|Управление отходами. Малоотходная и безотходная технологии|Waste management. Low-waste and zero-waste technologies
87.55|Защита от шума, вибрации, электрических и магнитных полей и излучений|Protection against noise, vibration, electric and magnetic fields and radiation
89.01|Общие вопросы исследования космического пространства|General questions of space research
89.15|Приборы и методы научных исследований космического пространства|Instruments and methods of space research
89.17|Планирование и осуществление запусков космических аппаратов и искусственных небесных тел|Planning and execution of launches of spacecraft and artificial celestial bodies
89.21|Неуправляемое движение космических аппаратов и искусственных небесных тел|Uncontrolled motion of spacecraft and artificial celestial bodies
89.23|Управление движением космических аппаратов и искусственных небесных тел|Motion control of spacecraft and artificial celestial bodies
89.25|Космическая техника и технология|Space engineering and technology
89.27|Безопасность и медико-биологические проблемы космических полетов|Safety and biomedical problems of space flight
89.29|Использование космических систем для связи и навигации|Use of space systems for communication and navigation
89.35|Проблемы освоения внеземных территорий и перспективы космонавтики|Problems of developing extraterrestrial territories and prospects of astronautics
89.51|Исследования астрономических объектов космическими средствами|Space-based research of astronomical objects
89.53|Геофизические исследования космическими средствами|Space-based geophysical research
89.57|Исследования Земли из космоса|Earth observation from space
90.01|Общие вопросы метрологии|General questions of metrology
90.03|Научные основы и технические средства метрологии и метрологического обеспечения|Scientific foundations and technical means of metrology and metrological assurance
90.21|Государственные, национальные и международные системы и службы метрологии|State, national and international metrology systems and services
90.27|Измерения отдельных величин и характеристик|Measurement of particular quantities and characteristics
90.29|Стандартные образцы состава и свойств веществ и материалов|Reference materials for composition and properties of substances and materials
`

const parse = (text) =>
  text
    .trim()
    .split('\n')
    .map((line) => {
      const [code, ru, en] = line.split('|')
      if (!code || !ru || !en) throw new Error(`bad line: ${line}`)
      return { code, ru, en }
    })

const numOf = (code) =>
  code.startsWith('00') ? Number(`1${code.replace('.', '')}`) : Number(code.replace('.', ''))

const entries = []
const level1 = new Set()
for (const r of parse(LEVEL1)) {
  const num = Number(r.code)
  level1.add(num)
  entries.push({ num: numOf(r.code), code: r.code, level: 1, ru: r.ru, en: r.en })
}
for (const r of parse(LEVEL2)) {
  const [a] = r.code.split('.')
  if (!level1.has(Number(a))) throw new Error(`no level-1 rubric for ${r.code}`)
  entries.push({ num: numOf(r.code), code: r.code, level: 2, parent: numOf(a), ru: r.ru, en: r.en })
}

writeCatalog({
  cls: 211,
  name: 'publicationThematic',
  source:
    'ГРНТИ / GRNTI (State Rubricator of Scientific and Technical Information), levels 1-2, edition published on grnti.ru as captured 2015-10-26; English names translated for this project',
  entries,
})
