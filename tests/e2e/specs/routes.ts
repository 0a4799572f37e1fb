// The public routes of the product spec's route table, written out here rather than imported: these tests
// check the built site from the outside, as a visitor sees it.
export const COUNTRIES: Record<string, string> = {
  vietnam: 'Vietnam',
  china: 'China',
  japan: 'Japan',
  india: 'India',
  france: 'France',
  germany: 'Germany',
  morocco: 'Morocco',
  'united-states': 'United States',
  canada: 'Canada',
  thailand: 'Thailand',
  australia: 'Australia',
  turkey: 'Turkey',
  'united-kingdom': 'United Kingdom',
  mexico: 'Mexico',
  spain: 'Spain',
  italy: 'Italy',
  brazil: 'Brazil',
  'south-korea': 'South Korea',
  'united-arab-emirates': 'United Arab Emirates',
  russia: 'Russia',
  singapore: 'Singapore',
  malaysia: 'Malaysia',
  indonesia: 'Indonesia',
  switzerland: 'Switzerland',
  netherlands: 'Netherlands',
  'hong-kong': 'Hong Kong',
  taiwan: 'Taiwan',
  'saudi-arabia': 'Saudi Arabia',
  austria: 'Austria',
  belgium: 'Belgium',
  greece: 'Greece',
  portugal: 'Portugal',
  'new-zealand': 'New Zealand',
}

/**
 * A sample of the destinations kept as data (docs/destinations-data.md), with the name their pages show: the
 * tests visit these rather than all of them (75 today, growing), to keep the suite's time.
 */
export const DATA_SAMPLE: Record<string, string> = {
  kenya: 'Kenya',
  egypt: 'Egypt',
  'ivory-coast': "Côte d'Ivoire",
}

export const COMPRESS_SIZES = [10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 300, 400, 500]

export interface PublicRoute {
  path: string
  /** Text the page's main heading must contain. */
  heading: string | RegExp
}

export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '/', heading: /visa/i },
  { path: '/blog', heading: /guides|articles|blog/i },
  { path: '/feedback', heading: 'Please Leave Instant Feedback' },
  { path: '/general-image-compressions', heading: 'General Image Compression' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Use' },
  { path: '/about', heading: 'About Visa Photo Studio' },
  ...Object.entries(COUNTRIES).map(([slug, name]) => ({ path: `/${slug}-visa-photo`, heading: name })),
  ...Object.entries(COUNTRIES).map(([slug, name]) => ({ path: `/countries/${slug}`, heading: name })),
  ...Object.entries(DATA_SAMPLE).map(([slug, name]) => ({ path: `/${slug}-visa-photo`, heading: name })),
  ...Object.entries(DATA_SAMPLE).map(([slug, name]) => ({ path: `/countries/${slug}`, heading: name })),
  ...COMPRESS_SIZES.map((size) => ({
    path: `/compress-to-${size}kb`,
    heading: `Compress Image to ${size}KB`,
  })),
]
