// The names of every destination kept as data, for the web app's search and the home page's count, which must
// not ship the data itself. Written by scripts/import-destinations.ts; names.test.ts holds it to the data.
export interface DataDestinationName {
  slug: string
  name: string
  aliases: readonly string[]
}

export const DATA_DESTINATION_NAMES: readonly DataDestinationName[] = [
  {
    slug: 'albania',
    name: 'Albania',
    aliases: ['Shqipëria'],
  },
  {
    slug: 'algeria',
    name: 'Algeria',
    aliases: ['الجزائر', 'Algérie'],
  },
  {
    slug: 'argentina',
    name: 'Argentina',
    aliases: ['Argentine Republic'],
  },
  {
    slug: 'australia',
    name: 'Australia',
    aliases: ['AU', 'Oz', 'Aus'],
  },
  {
    slug: 'austria',
    name: 'Austria',
    aliases: ['Österreich', 'Oesterreich'],
  },
  {
    slug: 'bahamas',
    name: 'Bahamas',
    aliases: [],
  },
  {
    slug: 'bahrain',
    name: 'Bahrain',
    aliases: ['البحرين'],
  },
  {
    slug: 'bangladesh',
    name: 'Bangladesh',
    aliases: ['বাংলাদেশ'],
  },
  {
    slug: 'barbados',
    name: 'Barbados',
    aliases: [],
  },
  {
    slug: 'belarus',
    name: 'Belarus',
    aliases: ['Беларусь', 'Belorussia'],
  },
  {
    slug: 'belgium',
    name: 'Belgium',
    aliases: ['België', 'Belgique', 'Belgien'],
  },
  {
    slug: 'belize',
    name: 'Belize',
    aliases: [],
  },
  {
    slug: 'bhutan',
    name: 'Bhutan',
    aliases: ['འབྲུག་ཡུལ་', 'Druk Yul'],
  },
  {
    slug: 'bolivia',
    name: 'Bolivia',
    aliases: [],
  },
  {
    slug: 'brazil',
    name: 'Brazil',
    aliases: ['Brasil'],
  },
  {
    slug: 'bulgaria',
    name: 'Bulgaria',
    aliases: ['България', 'Bulgariya'],
  },
  {
    slug: 'cambodia',
    name: 'Cambodia',
    aliases: ['កម្ពុជា', 'Kampuchea'],
  },
  {
    slug: 'cameroon',
    name: 'Cameroon',
    aliases: ['Cameroun'],
  },
  {
    slug: 'canada',
    name: 'Canada',
    aliases: ['CA'],
  },
  {
    slug: 'chile',
    name: 'Chile',
    aliases: [],
  },
  {
    slug: 'china',
    name: 'China',
    aliases: ['中国', 'PRC', 'Zhongguo'],
  },
  {
    slug: 'colombia',
    name: 'Colombia',
    aliases: [],
  },
  {
    slug: 'costa-rica',
    name: 'Costa Rica',
    aliases: [],
  },
  {
    slug: 'croatia',
    name: 'Croatia',
    aliases: ['Hrvatska'],
  },
  {
    slug: 'cyprus',
    name: 'Cyprus',
    aliases: ['Κύπρος', 'Kıbrıs'],
  },
  {
    slug: 'czechia',
    name: 'Czechia',
    aliases: ['Czech Republic', 'Česko', 'Česká republika'],
  },
  {
    slug: 'denmark',
    name: 'Denmark',
    aliases: ['Danmark'],
  },
  {
    slug: 'dominican-republic',
    name: 'Dominican Republic',
    aliases: ['DR', 'República Dominicana'],
  },
  {
    slug: 'ecuador',
    name: 'Ecuador',
    aliases: [],
  },
  {
    slug: 'egypt',
    name: 'Egypt',
    aliases: ['مصر', 'Misr'],
  },
  {
    slug: 'estonia',
    name: 'Estonia',
    aliases: ['Eesti'],
  },
  {
    slug: 'ethiopia',
    name: 'Ethiopia',
    aliases: ['ኢትዮጵያ'],
  },
  {
    slug: 'finland',
    name: 'Finland',
    aliases: ['Suomi'],
  },
  {
    slug: 'france',
    name: 'France',
    aliases: ['République française', 'French Republic'],
  },
  {
    slug: 'gabon',
    name: 'Gabon',
    aliases: [],
  },
  {
    slug: 'georgia',
    name: 'Georgia',
    aliases: ['საქართველო', 'Sakartvelo'],
  },
  {
    slug: 'germany',
    name: 'Germany',
    aliases: ['Deutschland', 'Allemagne'],
  },
  {
    slug: 'ghana',
    name: 'Ghana',
    aliases: [],
  },
  {
    slug: 'greece',
    name: 'Greece',
    aliases: ['Ελλάδα', 'Hellas', 'Hellenic Republic', 'Ellada'],
  },
  {
    slug: 'hong-kong',
    name: 'Hong Kong',
    aliases: ['香港', 'HKSAR', 'HK'],
  },
  {
    slug: 'hungary',
    name: 'Hungary',
    aliases: ['Magyarország'],
  },
  {
    slug: 'iceland',
    name: 'Iceland',
    aliases: ['Ísland'],
  },
  {
    slug: 'india',
    name: 'India',
    aliases: ['Bharat', 'भारत'],
  },
  {
    slug: 'indonesia',
    name: 'Indonesia',
    aliases: [],
  },
  {
    slug: 'iraq',
    name: 'Iraq',
    aliases: ['العراق'],
  },
  {
    slug: 'ireland',
    name: 'Ireland',
    aliases: ['Éire'],
  },
  {
    slug: 'israel',
    name: 'Israel',
    aliases: ['ישראל'],
  },
  {
    slug: 'italy',
    name: 'Italy',
    aliases: ['Italia', 'Italian Republic'],
  },
  {
    slug: 'ivory-coast',
    name: "Côte d'Ivoire",
    aliases: ['Ivory Coast', 'Côte d’Ivoire', "Cote d'Ivoire"],
  },
  {
    slug: 'japan',
    name: 'Japan',
    aliases: ['日本', 'Nippon', 'Nihon'],
  },
  {
    slug: 'jordan',
    name: 'Jordan',
    aliases: ['الأردن'],
  },
  {
    slug: 'kazakhstan',
    name: 'Kazakhstan',
    aliases: ['Қазақстан', 'Казахстан'],
  },
  {
    slug: 'kenya',
    name: 'Kenya',
    aliases: [],
  },
  {
    slug: 'kuwait',
    name: 'Kuwait',
    aliases: ['الكويت'],
  },
  {
    slug: 'kyrgyzstan',
    name: 'Kyrgyzstan',
    aliases: ['Кыргызстан', 'Kyrgyz Republic'],
  },
  {
    slug: 'laos',
    name: 'Laos',
    aliases: ['ລາວ', 'Lao PDR', "Lao People's Democratic Republic"],
  },
  {
    slug: 'latvia',
    name: 'Latvia',
    aliases: ['Latvija'],
  },
  {
    slug: 'lebanon',
    name: 'Lebanon',
    aliases: ['لبنان', 'Liban', 'Lebanese Republic'],
  },
  {
    slug: 'liechtenstein',
    name: 'Liechtenstein',
    aliases: [],
  },
  {
    slug: 'lithuania',
    name: 'Lithuania',
    aliases: ['Lietuva'],
  },
  {
    slug: 'luxembourg',
    name: 'Luxembourg',
    aliases: ['Lëtzebuerg'],
  },
  {
    slug: 'madagascar',
    name: 'Madagascar',
    aliases: [],
  },
  {
    slug: 'malaysia',
    name: 'Malaysia',
    aliases: [],
  },
  {
    slug: 'maldives',
    name: 'Maldives',
    aliases: ['ދިވެހިރާއްޖެ'],
  },
  {
    slug: 'mali',
    name: 'Mali',
    aliases: [],
  },
  {
    slug: 'malta',
    name: 'Malta',
    aliases: [],
  },
  {
    slug: 'mauritius',
    name: 'Mauritius',
    aliases: [],
  },
  {
    slug: 'mexico',
    name: 'Mexico',
    aliases: ['México', 'United Mexican States', 'Mejico'],
  },
  {
    slug: 'mongolia',
    name: 'Mongolia',
    aliases: ['Монгол Улс'],
  },
  {
    slug: 'morocco',
    name: 'Morocco',
    aliases: ['المغرب', 'Maroc', 'Al-Maghrib'],
  },
  {
    slug: 'netherlands',
    name: 'Netherlands',
    aliases: ['Holland', 'Nederland', 'NL', 'Dutch'],
  },
  {
    slug: 'new-zealand',
    name: 'New Zealand',
    aliases: ['NZ', 'Aotearoa'],
  },
  {
    slug: 'nigeria',
    name: 'Nigeria',
    aliases: [],
  },
  {
    slug: 'norway',
    name: 'Norway',
    aliases: ['Norge'],
  },
  {
    slug: 'oman',
    name: 'Oman',
    aliases: ['عُمان'],
  },
  {
    slug: 'pakistan',
    name: 'Pakistan',
    aliases: ['پاکستان'],
  },
  {
    slug: 'paraguay',
    name: 'Paraguay',
    aliases: [],
  },
  {
    slug: 'philippines',
    name: 'Philippines',
    aliases: ['Pilipinas'],
  },
  {
    slug: 'poland',
    name: 'Poland',
    aliases: ['Polska'],
  },
  {
    slug: 'portugal',
    name: 'Portugal',
    aliases: ['Portuguese Republic'],
  },
  {
    slug: 'qatar',
    name: 'Qatar',
    aliases: ['قطر'],
  },
  {
    slug: 'romania',
    name: 'Romania',
    aliases: ['România'],
  },
  {
    slug: 'russia',
    name: 'Russia',
    aliases: ['Россия', 'Rossiya'],
  },
  {
    slug: 'saudi-arabia',
    name: 'Saudi Arabia',
    aliases: ['KSA', 'السعودية', 'Saudi', 'المملكة العربية السعودية'],
  },
  {
    slug: 'senegal',
    name: 'Senegal',
    aliases: ['Sénégal'],
  },
  {
    slug: 'serbia',
    name: 'Serbia',
    aliases: ['Србија', 'Srbija'],
  },
  {
    slug: 'singapore',
    name: 'Singapore',
    aliases: ['新加坡', 'Singapura'],
  },
  {
    slug: 'slovenia',
    name: 'Slovenia',
    aliases: ['Slovenija'],
  },
  {
    slug: 'south-africa',
    name: 'South Africa',
    aliases: ['RSA', 'Suid-Afrika'],
  },
  {
    slug: 'south-korea',
    name: 'South Korea',
    aliases: ['Korea', 'ROK', '대한민국', '한국', 'Korea, Republic of', 'Republic of Korea', 'Hanguk'],
  },
  {
    slug: 'spain',
    name: 'Spain',
    aliases: ['España', 'Espana'],
  },
  {
    slug: 'sri-lanka',
    name: 'Sri Lanka',
    aliases: ['ශ්‍රී ලංකාව', 'இலங்கை', 'Ceylon'],
  },
  {
    slug: 'sweden',
    name: 'Sweden',
    aliases: ['Sverige'],
  },
  {
    slug: 'switzerland',
    name: 'Switzerland',
    aliases: ['Schweiz', 'Suisse', 'Svizzera', 'Swiss Confederation', 'Swiss'],
  },
  {
    slug: 'taiwan',
    name: 'Taiwan',
    aliases: ['台灣', '臺灣', 'Republic of China', 'ROC', '台湾'],
  },
  {
    slug: 'tanzania',
    name: 'Tanzania',
    aliases: [],
  },
  {
    slug: 'thailand',
    name: 'Thailand',
    aliases: ['ประเทศไทย', 'Siam', 'Thai'],
  },
  {
    slug: 'timor-leste',
    name: 'Timor-Leste',
    aliases: ['East Timor', 'Timor Lorosae'],
  },
  {
    slug: 'tunisia',
    name: 'Tunisia',
    aliases: ['تونس', 'Tunisie'],
  },
  {
    slug: 'turkey',
    name: 'Turkey',
    aliases: ['Türkiye', 'Turkiye', 'Republic of Türkiye'],
  },
  {
    slug: 'uganda',
    name: 'Uganda',
    aliases: [],
  },
  {
    slug: 'ukraine',
    name: 'Ukraine',
    aliases: ['Україна', 'Ukraina'],
  },
  {
    slug: 'united-arab-emirates',
    name: 'United Arab Emirates',
    aliases: ['UAE', 'Emirates', 'الإمارات', 'Dubai', 'Abu Dhabi'],
  },
  {
    slug: 'united-kingdom',
    name: 'United Kingdom',
    aliases: [
      'UK',
      'Britain',
      'Great Britain',
      'England',
      'U.K.',
      'GB',
      'Scotland',
      'Wales',
      'Northern Ireland',
    ],
  },
  {
    slug: 'united-states',
    name: 'United States',
    aliases: ['USA', 'America', 'US', 'U.S.', 'U.S.A.', 'Estados Unidos'],
  },
  {
    slug: 'uzbekistan',
    name: 'Uzbekistan',
    aliases: ['Oʻzbekiston', 'Ўзбекистон'],
  },
  {
    slug: 'vietnam',
    name: 'Vietnam',
    aliases: ['Việt Nam', 'Viet Nam', 'Socialist Republic of Viet Nam'],
  },
  {
    slug: 'zimbabwe',
    name: 'Zimbabwe',
    aliases: [],
  },
]
