// Oceania: destinations kept as data (docs/destinations-data.md). Written by scripts/import-destinations.ts
// from the research file, then kept and corrected here by hand; every number as its sources state it.
import type { DestinationData } from './types.ts'

export const OCEANIA: readonly DestinationData[] = [
  {
    slug: 'australia',
    name: 'Australia',
    iso2: 'AU',
    aliases: ['AU', 'Oz', 'Aus'],
    region: 'oceania',
    documents: [
      {
        id: 'au-passport',
        kind: 'passport',
        name: 'Australia passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 35,
          max_mm: 35,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3,
          max: 4.5,
        },
        background: ['light grey', 'white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Australia Passport 35x45mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row au_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":35.0,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Australia Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row australia_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.8,"maxHeadHeight":0.8,"minHeadOffset":0.1}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Australia Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row australia-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white or light grey'; Size: 35×45 mm; Plain white or light grey background; Neutral expression, mouth closed; Eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify light grey; wt white',
        notes:
          "the visafoto-family table gives one target head height (ppp target 35 mm; idify target 80.0 % of height), not a band; stored as min = max | top margin (crown to top edge) targets differ between tables: 3, 4.5 mm | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.passports.gov.au/web/requirements/photos.aspx",
        crown_stated: false,
      },
      {
        id: 'au-visa',
        kind: 'visa',
        name: 'Australia visa photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 32,
          max_mm: 36,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3,
        },
        background: ['light grey', 'white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Australia Visa 35x45mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row au_visa_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":35.0,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Australia Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row australia_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7111111111111111,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Australia Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row australia-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white or light grey'; Size: 35×45 mm; Plain white or light grey background; Neutral expression, mouth closed; Eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify light grey; wt white',
        notes:
          "head: ppp target 35 mm; idify 71.1-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.immi.gov.au/allforms/pdf/1419.pdf",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'new-zealand',
    name: 'New Zealand',
    iso2: 'NZ',
    aliases: ['NZ', 'Aotearoa'],
    region: 'oceania',
    documents: [
      {
        id: 'nz-passport',
        kind: 'passport',
        name: 'New Zealand passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 29.2,
          max_mm: 33.8,
        },
        crown: 'natural',
        eye_line_mm_from_bottom: {
          min: 24.8,
          max: 24.8,
        },
        background: ['light grey', 'white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'New Zealand Passport Offline',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row nz_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":29.25,"bottomEyeLine":24.75} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'New Zealand Passport photo',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row new_zealand_passport_photo: 827x1063 px at 600 dpi, rules {"maxEyeHeight":0.5,"minEyeHeight":0.7,"minHeadHeight":0.65,"maxHeadHeight":0.75}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'New Zealand Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row nz-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white or light grey'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify light grey; wt white',
        notes:
          "head: ppp target 29.2 mm; idify 65.0-75.0 % of height | eye line: the tables give a target height above the bottom edge; min-max spans the targets | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.passports.govt.nz/passport-photos/passport-photo-requirements/",
        crown_stated: false,
      },
    ],
  },
]
