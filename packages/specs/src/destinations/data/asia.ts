// Asia: destinations kept as data (docs/destinations-data.md). Written by scripts/import-destinations.ts
// from the research file, then kept and corrected here by hand; every number as its sources state it.
import type { DestinationData } from './types.ts'

export const ASIA: readonly DestinationData[] = [
  {
    slug: 'bangladesh',
    name: 'Bangladesh',
    iso2: 'BD',
    aliases: ['বাংলাদেশ'],
    region: 'asia',
    documents: [
      {
        id: 'bd-passport',
        kind: 'passport',
        name: 'Bangladesh passport photo',
        route: 'print',
        print_mm: {
          width: 45,
          height: 55,
        },
        head: {
          min_mm: 34,
          max_mm: 34,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 10,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Bangladesh Passport 55x45 mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row bd_passport_55x45_photo: {"pictureWidth":45.0,"pictureHeight":55.0,"units":"mm","dpi":600.0,"faceHeight":34.0,"crownTop":10.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Bangladesh Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row bangladesh-passport: 45x55 mm, 531x650 px, 300 dpi, background 'Plain white'; Size: 45×55 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (ppp target 34 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.bdembassyusa.org/index.php?page=instruction-mrp",
        crown_stated: false,
      },
      {
        id: 'bd-evisa',
        kind: 'e-visa',
        name: 'Bangladesh e-visa photo',
        route: 'e-visa-portal',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 34.5,
          max_mm: 34.5,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Bangladesh e-visa 45x35 mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row bd_electronic_visa_35x45_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Bangladesh e-Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row bangladesh-evisa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (ppp target 34.5 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.visa.gov.bd/",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'bhutan',
    name: 'Bhutan',
    iso2: 'BT',
    aliases: ['འབྲུག་ཡུལ་', 'Druk Yul'],
    region: 'asia',
    documents: [
      {
        id: 'bt-passport',
        kind: 'passport',
        name: 'Bhutan passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 31.5,
          max_mm: 36,
          min_pct: 70,
          max_pct: 80,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'allowed',
        expression: 'unstated',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'official',
            authority:
              'Ministry of Foreign Affairs (and External Trade), Royal Government of Bhutan (mfa.gov.bt)',
            title: 'Photograph Requirements',
            url: 'https://www.mfa.gov.bt/passport/photograph-requirements/',
            quote:
              'The size of the photograph should be 45 mm x 35 mm with your facial image taking up 70 to 80 % of the photograph, taken with a white background and without border. ... If you wear glasses there should be no flash reflection, no tinted lenses and the frames should not cover any part of your eyes.',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Bhutan Passport 45x35mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row bt_passport_45x35mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Bhutan Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row bhutan_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #ffffff',
            read_on: '2026-11-29',
          },
        ],
        verification: 'official',
        dpi: 600,
        notes:
          "Official (Bhutan MFA passport section): 45 x 35 mm (height x width), face 70-80% of the photograph, white background, no border; glasses allowed without reflection or tint. The tables' 31.5-36 mm head band is the same 70-80% of 45 mm. | head: ppp target 34.5 mm; idify 70.0-80.0 % of height | official links the visafoto-family table cites (not read here): http://www.mfa.gov.bt/?page_id=77 http://www.mfa.gov.bt/wp-content/uploads/2009/03/application_form_for_new_passport_or_traveldocument1.pdf https://www.citizenservices.gov.bt/passport-service",
        disagreements:
          "official/other source vs tables: head: tables {'min_mm': 31.5, 'max_mm': 36.0} -> now {'min_mm': 31.5, 'max_mm': 36.0, 'min_pct': 70, 'max_pct': 80}; glasses: tables unstated -> now allowed (the official or stricter value kept)",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'cambodia',
    name: 'Cambodia',
    iso2: 'KH',
    aliases: ['កម្ពុជា', 'Kampuchea'],
    region: 'asia',
    documents: [
      {
        id: 'kh-passport',
        kind: 'passport',
        name: 'Cambodia passport photo',
        route: 'print',
        print_mm: {
          width: 40,
          height: 60,
        },
        head: {
          min_mm: 36,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 6,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Cambodia Passport 4x6 cm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row kh_passport_4x6_photo: {"pictureWidth":40.0,"pictureHeight":60.0,"units":"mm","dpi":300.0,"faceHeight":36.0,"crownTop":6.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Cambodia Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row cambodia_passport: 945x1417 px at 600 dpi, rules {"minHeadHeight":0.6,"minHeadOffset":0.1}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Cambodia Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row cambodia-passport: 40x60 mm, 472x709 px, 300 dpi, background 'Plain white'; Size: 40×60 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "head: ppp target 36 mm; idify minimum 60.0 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 300, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.cambodianembassy.org.uk/downloads/Form%20for%20Extending%20Cambodian%20Passport.pdf",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'china',
    name: 'China',
    iso2: 'CN',
    aliases: ['中国', 'PRC', 'Zhongguo'],
    region: 'asia',
    documents: [
      {
        id: 'cn-passport',
        kind: 'passport',
        name: 'China passport photo',
        route: 'print',
        print_mm: {
          width: 33,
          height: 48,
        },
        head: {
          min_mm: 28,
          max_mm: 33,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3,
          max: 5,
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
            title: 'China Passport 33x48 mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row cn_passport_photo: {"pictureWidth":33.0,"pictureHeight":48.0,"units":"mm","dpi":600.0,"faceHeight":31.5,"crownTop":5.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'China Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row china_passport: 780x1134 px at 600 dpi, rules {"minHeadHeight":0.5833333333333334,"maxHeadHeight":0.6875,"minHeadOffset":0.0625}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'China Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row china-passport: 33x48 mm, 390x567 px, 300 dpi, background 'Plain white'; Size: 33×48 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify white; wt white',
        notes:
          "head: ppp target 31.5 mm; idify 58.3-68.8 % of height | top margin (crown to top edge) targets differ between tables: 5, 3.0 mm | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.fmprc.gov.cn/ce/cenp/eng/ConsularService/t1068494.htm http://www.fmprc.gov.cn/ce/cgny/eng/lsyw/lszjx/sbqz/cccbu/t895733.htm",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'hong-kong',
    name: 'Hong Kong',
    iso2: 'HK',
    aliases: ['香港', 'HKSAR', 'HK'],
    region: 'asia',
    documents: [
      {
        id: 'hk-passport',
        kind: 'passport',
        name: 'Hong Kong passport photo',
        route: 'print',
        print_mm: {
          width: 40,
          height: 50,
        },
        head: {
          min_mm: 35,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 5,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Hong Kong Passport 40x50mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row hk_passport_photo: {"pictureWidth":40.0,"pictureHeight":50.0,"units":"mm","dpi":600.0,"faceHeight":35.0,"crownTop":5.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Hong Kong Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row hong_kong_passport: 945x1181 px at 600 dpi, rules {"minHeadHeight":0.7,"minHeadOffset":0.1}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Hong Kong Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row hk-passport: 40x50 mm, 472x591 px, 300 dpi, background 'Plain white'; Size: 40×50 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 35 mm; idify minimum 70.0 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.gov.hk/en/residents/immigration/traveldoc/hksarpassport/applyhkpassport.htm http://www.gov.hk/en/residents/immigration/traveldoc/photorequirements.htm",
        crown_stated: false,
      },
      {
        id: 'hk-id',
        kind: 'national-id',
        name: 'Hong Kong national ID card photo',
        route: 'print',
        print_mm: {
          width: 40,
          height: 50,
        },
        head: {
          min_mm: 35,
          max_mm: 35,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 5,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Hong Kong ID card 4x5 cm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Hong Kong ID card 4x5 cm': 40.0x50.0 mm, dpi 600, head (35, 35) mm, top 5 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Hong Kong HKID Card',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row hk-id-card: 40x50 mm, 472x591 px, 300 dpi, background 'Plain white'; Size: 40×50 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (visapics target 35 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.smartid.gov.hk/en/During-Application/",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'india',
    name: 'India',
    iso2: 'IN',
    aliases: ['Bharat', 'भारत'],
    region: 'asia',
    documents: [
      {
        id: 'in-passport',
        kind: 'passport',
        name: 'India passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 23,
          max_mm: 27,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'India passport Seva 4.5x3.5 cm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'India passport Seva 4.5x3.5 cm': 35.0x45.0 mm, dpi 600, head (33.8, 33.8) mm, top 3 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'India Unofficial Passport Photo',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row india_unofficial_passport_photo: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.5111111111111111,"maxHeadHeight":0.6,"minHeadOffset":0.06666666666666667}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'India Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row india-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements:
          'head height: visapics target 33.8 mm; idify 51.1-60.0 % of height. The visafoto-family target lies outside the band; band kept.',
        notes:
          "glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://portal2.passportindia.gov.in/AppOnlineProject/online/faqApplicationForm https://portal2.passportindia.gov.in/AppOnlineProject/online/faqCamp https://portal2.passportindia.gov.in/AppOnlineProject/onlineHtml/smsInstructions.html",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'indonesia',
    name: 'Indonesia',
    iso2: 'ID',
    aliases: [],
    region: 'asia',
    documents: [
      {
        id: 'id-passport',
        kind: 'passport',
        name: 'Indonesia passport photo',
        route: 'print',
        print_mm: {
          width: 50.8,
          height: 50.8,
        },
        head: {
          min_mm: 25.4,
          max_mm: 35,
        },
        crown: 'natural',
        eye_line_mm_from_bottom: {
          min: 30,
          max: 30,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'unstated',
        expression: 'unstated',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'passport.today (guide)',
            title: 'Indonesian passport photo',
            url: 'https://passport.today/indonesian-passport-photo',
            quote: 'Your photograph should be 2 in x 2 in (5 x 5 cm) ... it has to be in a plain white color',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'Visas for Future (visa agent)',
            title: 'Indonesia Passport Photo Guide',
            url: 'https://www.visasforfuture.com/passport-photo-requirements-indonesia/',
            quote:
              'The Indonesian passport requires a photo with dimensions of 2 x 2 inches ... A uniform, plain, white background',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Indonesia Passport 2x2″ red background',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row id_passport_photo: {"pictureWidth":2.0,"pictureHeight":2.0,"units":"inch","dpi":300.0,"faceHeight":1.29,"bottomEyeLine":1.18} background #ff0000',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Indonesia Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row indonesia_passport: 1200x1200 px at 600 dpi, rules {"maxEyeHeight":0.5610236220472441,"minEyeHeight":0.6889763779527559,"minHeadHeight":0.5,"maxHeadHeight":0.6889763779527559}, background #ffffff',
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        disagreements:
          "background: ppp red; idify white | official/other source vs tables: background: tables ['red', 'white'] -> now ['white'] (the official or stricter value kept) | size: passport-photo.online and idpic.app give 40x60 mm or 3x4 / 4x6 cm for domestic use; the Indonesian embassy in Ottawa asks for Canadian-size 50x70 mm prints for consular services. 2x2 in (three sources) kept for this document.",
        notes:
          "2x2 in agreed by the visafoto-family tables (ppp, idify), passport.today and Visas for Future (two separate sites, own wording); both pages say plain white. Indonesian passports issued in Indonesia are photographed on site (imigrasi.go.id, per fastpassportphotoonline); the 2x2 in print is for applications at missions abroad. | the visafoto-family table states this size in inches: 2.0x2.0 in | head: ppp target 32.8 mm; idify 50.0-68.9 % of height | eye line: the tables give a target height above the bottom edge; min-max spans the targets | dpi differs between tables (ppp 300, idify 600); dpi is the tables' rendering choice, not an authority figure",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'japan',
    name: 'Japan',
    iso2: 'JP',
    aliases: ['日本', 'Nippon', 'Nihon'],
    region: 'asia',
    documents: [
      {
        id: 'jp-passport',
        kind: 'passport',
        name: 'Japan passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 31.5,
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
            title: 'Japan Passport 35x45 mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row jp_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Japan Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row japan_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Japan Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row japan-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify light grey; wt white',
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.la.us.emb-japan.go.jp/e_web/e_m02_07_02.htm",
        crown_stated: false,
      },
      {
        id: 'jp-evisa',
        kind: 'e-visa',
        name: 'Japan e-visa photo',
        route: 'e-visa-portal',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 29,
          max_mm: 29,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 5,
        },
        background: ['light grey'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Japan e-visa 35x45 mm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Japan e-visa 35x45 mm': 35.0x45.0 mm, dpi 600, head (29, 29) mm, top 5 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Japan e-Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row japan-evisa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey or white background; Neutral expression; Both eyes open and visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (visapics target 29 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.evisa.mofa.go.jp/index",
        crown_stated: false,
      },
      {
        id: 'jp-visa',
        kind: 'visa',
        name: 'Japan visa photo (embassy application)',
        route: 'print',
        crown: 'natural',
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'unstated',
        expression: 'unstated',
        head_covering: 'unstated',
        print_mm: {
          width: 45,
          height: 45,
        },
        sources: [
          {
            kind: 'official',
            authority: 'Consulate-General of Japan in Mumbai (mofa.go.jp network, emb-japan.go.jp)',
            title: 'Photograph Standard',
            url: 'https://www.mumbai.in.emb-japan.go.jp/en/visa/photo.html',
            quote:
              'Photographed within six months before application; The front, no hat, no background; The photo should be in color, but must have only a white background. Photos with dark, busy, or patterned backgrounds will not be accepted. 45 millimeters × 45 millimeters size (There is no edge)',
            read_on: '2026-11-29',
          },
        ],
        verification: 'official',
        notes:
          "Official (Consulate-General of Japan, Mumbai): 45x45 mm, white background only, no hat. This matches the site's Japan row (45x45) and the visa-anchors note (ph.emb-japan.go.jp); the tables' 35x45 'Japan visa' rows disagree. Head size not stated.",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'kazakhstan',
    name: 'Kazakhstan',
    iso2: 'KZ',
    aliases: ['Қазақстан', 'Казахстан'],
    region: 'asia',
    documents: [
      {
        id: 'kz-passport',
        kind: 'passport',
        name: 'Kazakhstan passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 31.5,
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
            title: 'Kazakhstan Passport 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row kz_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":300.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Kazakhstan Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row kazakhstan_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Kazakhstan Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row kazakhstan-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        disagreements: 'background: ppp light grey; idify light grey; wt white',
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 300, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://egov.kz/wps/portal/Content?contentPath=/egovcontent/citizen_migration/passport_id_card/passport/pass545_mid&lang=ru",
        crown_stated: false,
      },
      {
        id: 'kz-id',
        kind: 'national-id',
        name: 'Kazakhstan national ID card photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 31.5,
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
            title: 'Kazakhstan ID Card 35x45 mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row kz_id_card_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":300.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Kazakhstan ID card',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row kazakhstan_id_card: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Kazakhstan ID Card',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row kazakhstan-id-card: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        disagreements: 'background: ppp light grey; idify light grey; wt white',
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 300, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://egov.kz/cms/en/services/pass003_mvd",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'kyrgyzstan',
    name: 'Kyrgyzstan',
    iso2: 'KG',
    aliases: ['Кыргызстан', 'Kyrgyz Republic'],
    region: 'asia',
    documents: [
      {
        id: 'kg-passport',
        kind: 'passport',
        name: 'Kyrgyzstan passport photo',
        route: 'print',
        print_mm: {
          width: 40,
          height: 60,
        },
        head: {
          min_mm: 38,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 5,
          max: 6,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Kyrgyzstan Passport 4x6 cm (40x60 mm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row kg_passport_4x6cm_photo: {"pictureWidth":40.0,"pictureHeight":60.0,"faceHeight":42.0,"units":"mm","dpi":300.0,"crownTop":5.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Kyrgyzstan Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row kyrgyzstan_passport: 945x1417 px at 600 dpi, rules {"minHeadHeight":0.6333333333333333,"minHeadOffset":0.1}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Kyrgyzstan Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row kyrgyzstan-passport: 40x60 mm, 472x709 px, 300 dpi, background 'Plain white'; Size: 40×60 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "head: ppp target 42 mm; idify minimum 63.3 % of height (no maximum stated) | top margin (crown to top edge) targets differ between tables: 5, 6.0 mm | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 300, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.kgembassy.org/en/consular-issues/info-for-kyrgyz-citizens/russkij-poluchenie-ili-obmen-obshhegrazh/ https://www.kgembassy.org/wp-content/uploads/2015/06/%d0%a2%d1%80%d0%b5%d0%b1%d0%be%d0%b2%d0%b0%d0%bd%d0%b8%d1%8f-%d0%ba-%d1%84%d0%be%d1%82%d0%be-%d0%bd%d0%b0-%d0%bf%d0%b0%d1%81%d0%bf%d0%be%d1%80%d1%82-%d0%be%d0%b1%d1%80%d0%b0%d0%b7%d1%86%d0%b0-2004-%d0%b3%d0%be%d0%b4%d0%b0.pdf",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'laos',
    name: 'Laos',
    iso2: 'LA',
    aliases: ['ລາວ', 'Lao PDR', "Lao People's Democratic Republic"],
    region: 'asia',
    documents: [
      {
        id: 'la-visa',
        kind: 'visa',
        name: 'Laos visa photo',
        route: 'print',
        print_mm: {
          width: 40,
          height: 60,
        },
        head: {
          min_mm: 36,
          max_mm: 36,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 6,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'unstated',
        expression: 'unstated',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'visalaos.com (private e-visa agent)',
            title: 'Laos Online Visa Photo Requirements',
            url: 'https://www.visalaos.com/visa-photo-requirements/',
            quote:
              'For the eVisa, the correct photo size is 40mm x 60mm (1.6 inches x 2.4 inches). It must be submitted as a digital photo ... (2MB maximum size) ... their face taking up between 60% and 80% of the photo from the bottom of their chin to the top of their head.',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Laos visa 4x6 cm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row la_visa_4x6_photo: {"pictureWidth":40.0,"pictureHeight":60.0,"units":"mm","dpi":300.0,"faceHeight":36.0,"crownTop":6.0} background #ffffff',
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "40x60 mm agreed by the visafoto-family tables and visalaos.com (a private e-visa agent, own wording), for the Laos e-visa (laoevisa.gov.la) upload and paper visa. visalaos adds max 2 MB ('MB' base not stated) and face 60-80% of the height: the tables' 36 mm target (60%) sits at the bottom of that band. | the visafoto-family table gives one target head height (ppp target 36 mm), not a band; stored as min = max | official links the visafoto-family table cites (not read here): http://www.ambalao.be/pages/formulairevisaenfr.pdf",
        file_size_kb: {
          max: 2000,
        },
        disagreements:
          'size: iVisa gives 35x45 mm for Laos passport/visa photos, a Chinese visa agent 35x45 mm and a Korean blog 5x5 cm for embassy visas; 40x60 mm (tables + e-visa agent) kept for the e-visa route. Embassy applications may differ.',
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'malaysia',
    name: 'Malaysia',
    iso2: 'MY',
    aliases: [],
    region: 'asia',
    documents: [
      {
        id: 'my-passport',
        kind: 'passport',
        name: 'Malaysia passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 50,
        },
        head: {
          min_mm: 25,
          max_mm: 30,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 10,
        },
        background: ['blue', 'white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Malaysia Passport 35x50 mm blue background',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row my_passport_photo: {"pictureWidth":35.0,"pictureHeight":50.0,"units":"mm","dpi":300.0,"faceHeight":29.0,"crownTop":10.0} background #309eee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Malaysia Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row malaysia_passport: 413x591 px at 300 dpi, rules {"minHeadHeight":0.5,"maxHeadHeight":0.6,"minHeadOffset":0.2}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Malaysia Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row malaysia-passport: 35x50 mm, 413x591 px, 300 dpi, background 'Plain white'; Size: 35×50 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        disagreements: 'background: ppp blue; idify white; wt white',
        notes:
          'head: ppp target 29 mm; idify 50.0-60.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://passport.my/Passport-Application/Malaysia_Passport_Photos_Size.htm http://www.imi.gov.my/index.php/en/main-services/passport/malaysian-international-passport.html',
        crown_stated: false,
      },
      {
        id: 'my-evisa',
        kind: 'e-visa',
        name: 'Malaysia e-visa photo',
        route: 'e-visa-portal',
        print_mm: {
          width: 35,
          height: 50,
        },
        head: {
          min_mm: 32.5,
          max_mm: 32.5,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 5,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Malaysia eVisa online application 35x50 mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row my_evisa_photo: {"pictureWidth":35.0,"pictureHeight":50.0,"units":"mm","dpi":600.0,"faceHeight":32.5,"crownTop":5.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Malaysia eVISA / eNTRI',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row malaysia-evisa: 35x50 mm, 413x591 px, 300 dpi, background 'Plain white'; Size: 35×50 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (ppp target 32.5 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.windowmalaysia.my/evisa/about.jsp?t=evs",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'maldives',
    name: 'Maldives',
    iso2: 'MV',
    aliases: ['ދިވެހިރާއްޖެ'],
    region: 'asia',
    documents: [
      {
        id: 'mv-passport',
        kind: 'passport',
        name: 'Maldives passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 31.5,
          max_mm: 36,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3,
        },
        background: ['white'],
        edit_policy: 'refused',
        glasses: 'unstated',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'Timpson (UK photo retailer), international passport photo sizes',
            title: 'Passport Photo Requirements for Maldives',
            url: 'https://www.timpson.co.uk/services/passport-photos/international-passport-photo-sizes/maldives.html',
            quote:
              'Required photo dimensions : 45 x 35 mm ... A plain white background ... your face takes up 70-80% of the photograph ... please do not retouch digital photographs in any way ... Show a neutral expression with the mouth closed (last updated/checked 28/02/2019)',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Maldives Passport 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row mv_passport_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Maldives Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row maldives_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "35x45 mm agreed by the visafoto-family tables and Timpson (separate company, dated check). Timpson: plain white (stricter than the tables' light grey, kept), face 70-80%, no retouching, mouth closed. | head: ppp target 34.5 mm; idify 70.0-80.0 % of height | official links the visafoto-family table cites (not read here): http://www.immigration.gov.mv/pages/passport.html",
        disagreements:
          "official/other source vs tables: background: tables ['light grey'] -> now ['white']; edit_policy: tables unstated -> now refused; expression: tables unstated -> now neutral-mouth-closed (the official or stricter value kept)",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'mongolia',
    name: 'Mongolia',
    iso2: 'MN',
    aliases: ['Монгол Улс'],
    region: 'asia',
    documents: [
      {
        id: 'mn-passport',
        kind: 'passport',
        name: 'Mongolia passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 31.5,
          max_mm: 36,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'unstated',
        expression: 'unstated',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'PhotoPassport.app (own registry of document types)',
            title: 'Guide to photo formats and sizes requirements for Mongolia',
            url: 'https://photopassport.app/en/requirements/Mongolia',
            quote:
              'Document Type | Passport (35 x 45 mm) ... Picture size | 35x45 mm (width x height) | Head height | 75 % of the photo total height | Top head distance | 10 % from top',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Mongolia Passport 3.5x4.5 cm (35x45 mm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row mn_passport_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Mongolia Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row mongolia_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #ffffff',
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "35x45 mm agreed by the visafoto-family tables and PhotoPassport.app (its head 75% and top 10% differ from visafoto's figures, so it is not a copy of that table; weak source, own registry). Head band kept from the tables (31.5-36 mm contains 75% = 33.75 mm). | head: ppp target 34.5 mm; idify 70.0-80.0 % of height | official links the visafoto-family table cites (not read here): http://embassyofmongolia.co.uk/?p=210&lang=mn http://mongolianembassy.org.au/consular-servce/passport-avah/ http://mongolianembassy.us/passportorder/",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'pakistan',
    name: 'Pakistan',
    iso2: 'PK',
    aliases: ['پاکستان'],
    region: 'asia',
    documents: [
      {
        id: 'pk-passport',
        kind: 'passport',
        name: 'Pakistan passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 29,
          max_mm: 34,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3.5,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Pakistan passport 35x45 mm 20KB',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Pakistan passport 35x45 mm 20KB': 35.0x45.0 mm, dpi 300, head (34, 34) mm, top 3.5 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Pakistan Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row pakistan_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.6444444444444445,"maxHeadHeight":0.7555555555555555,"minHeadOffset":0.07777777777777778}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Pakistan Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row pakistan-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "head: visapics target 34 mm; idify 64.4-75.6 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 300, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://onlinemrp.dgip.gov.pk/photo-requirements/",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'philippines',
    name: 'Philippines',
    iso2: 'PH',
    aliases: ['Pilipinas'],
    region: 'asia',
    documents: [
      {
        id: 'ph-passport',
        kind: 'passport',
        name: 'Philippines passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 31.5,
          max_mm: 36,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 8,
          max: 10,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'Timpson (UK photo retailer), international passport photo sizes',
            title: 'Passport Photo Requirements for the Philippines',
            url: 'https://www.timpson.co.uk/services/passport-photos/international-passport-photo-sizes/philippines',
            quote:
              'Required photo dimensions: 35 x 45 mm ... A white background is needed for your photos ... The Image of the applicant should occupy approximately 70–80% of the photograph. There should be at least 8 mm–10 mm space at the top of the photo',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'anfas.pro (summarising dfa.gov.ph)',
            title: 'Philippines passport photo requirements',
            url: 'https://www.anfas.pro/en/foto/philippines/passport/',
            quote:
              "The current ePassport spec is 35×45mm with plain white background — though older guides and some photo studios still specify the historic 'royal blue' or 'light blue' background ... most ePassport applications captured DIRECTLY at DFA",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Philippines Machine Readable Passport 4.5x3.5 cm (45x35mm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ph_passport_45x35mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":33.3,"crownTop":5.0} background #309eee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Philippines Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row philippines_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.1111111111111111}, background #0000ff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Philippines Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row philippines-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light blue'; Size: 35×45 mm; Plain light blue background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements:
          "background: ppp blue; idify blue; wt light blue | official/other source vs tables: background: tables ['blue', 'light blue'] -> now ['white']; top_margin_mm: tables {'min': 5} -> now {'min': 8, 'max': 10} (the official or stricter value kept)",
        notes:
          "Background: the visafoto-family and idify tables say blue / light blue (the pre-2019 machine-readable-passport rule); Timpson and anfas.pro (summarising the DFA) say plain white for the current ePassport. White chosen (current, and stricter). DFA usually photographs applicants at the appointment; printed photos matter for posts abroad. Timpson's 8-10 mm top space is recorded as top_margin_mm (single source). | head: ppp target 33.3 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.philippine-embassy.de/bln/images/ConsularSection/PassportServices/pdf/info%20bulletin%20on%20the%20implementation%20of%20mrp-22%20dec%2008.pdf",
        crown_stated: false,
      },
      {
        id: 'ph-visa',
        kind: 'visa',
        name: 'Philippines visa photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 31.5,
          max_mm: 36,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Philippines visa 35x45 mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ph_visa_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Philippines Visa 2',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row philippines_visa_2: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Philippines Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row philippines-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.moscowpe.dfa.gov.ph/2014-04-15-07-22-03/2014-04-25-05-48-13 http://www.philembassy.no/consular-services/visa",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'singapore',
    name: 'Singapore',
    iso2: 'SG',
    aliases: ['新加坡', 'Singapura'],
    region: 'asia',
    documents: [
      {
        id: 'sg-passport',
        kind: 'passport',
        name: 'Singapore passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 33.3,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 4,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Singapore Passport offline 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row sg_passport_offline_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":33.3,"crownTop":4.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Singapore Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row singapore_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.74,"minHeadOffset":0.08888888888888889}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Singapore Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row singapore-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 33.3 mm; idify minimum 74.0 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.ica.gov.sg/page.aspx?pageid=123 https://www.ica.gov.sg/common/passport_photo_guidelines",
        crown_stated: false,
      },
      {
        id: 'sg-id',
        kind: 'national-id',
        name: 'Singapore national ID card photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 33.3,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 4,
          max: 9,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Singapore ID card 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Singapore ID card 35x45 mm (3.5x4.5 cm)': 35.0x45.0 mm, dpi 290, head (33.3, 33.3) mm, top 9 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Singapore ID card',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row singapore_id_card: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.74,"minHeadOffset":0.08888888888888889}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Singapore NRIC / ID Card',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row singapore-nric: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 290,
        notes:
          "head: visapics target 33.3 mm; idify minimum 74.0 % of height (no maximum stated) | top margin (crown to top edge) targets differ between tables: 9, 4.0 mm | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 290, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.ica.gov.sg/common/photo-guidelines https://www.ica.gov.sg/documents/ic/re-registration https://www.ica.gov.sg/documents/ic/registration",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'south-korea',
    name: 'South Korea',
    iso2: 'KR',
    aliases: ['Korea', 'ROK', '대한민국', '한국', 'Korea, Republic of', 'Republic of Korea', 'Hanguk'],
    region: 'asia',
    documents: [
      {
        id: 'kr-passport',
        kind: 'passport',
        name: 'South Korea passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 31.5,
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
            title: 'South Korea Passport 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row kr_passport_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'South Korea Korea passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row south_korea_korea_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'South Korea Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row south-korea-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify white; wt white',
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.passport.go.kr/img/download/document_1.pdf http://www.passport.go.kr/issue/document.php",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'sri-lanka',
    name: 'Sri Lanka',
    iso2: 'LK',
    aliases: ['ශ්‍රී ලංකාව', 'இலங்கை', 'Ceylon'],
    region: 'asia',
    documents: [
      {
        id: 'lk-passport',
        kind: 'passport',
        name: 'Sri Lanka passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 31.5,
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
            title: 'Sri Lanka Passport 3.5x4.5 cm (35x45 mm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row lk_passport_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Sri Lanka Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row sri_lanka_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Sri Lanka Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row sri-lanka-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify light grey; wt white',
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://slembassyusa.org/consular/application-for-a-new-passport/ http://www.slembassyjapan.org/new_passport http://www.srilankaembassy.ru/en/consular-section/for-sri-lankan-citizens/passports/applying-for-new-passport http://www.stockholm.embassy.gov.lk/npp.html",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'taiwan',
    name: 'Taiwan',
    iso2: 'TW',
    aliases: ['台灣', '臺灣', 'Republic of China', 'ROC', '台湾'],
    region: 'asia',
    documents: [
      {
        id: 'tw-passport',
        kind: 'passport',
        name: 'Taiwan passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 31.5,
          max_mm: 36,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3,
        },
        background: ['light grey'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Taiwan Passport 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row tw_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Taiwan Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row taiwan_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Taiwan Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row taiwan-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.boca.gov.tw/ct.asp?xItem=1302&CtNode=768&mp=2",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'thailand',
    name: 'Thailand',
    iso2: 'TH',
    aliases: ['ประเทศไทย', 'Siam', 'Thai'],
    region: 'asia',
    documents: [
      {
        id: 'th-passport',
        kind: 'passport',
        name: 'Thailand passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_pct: 70,
          max_pct: 80,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3,
        },
        background: ['white'],
        edit_policy: 'refused',
        glasses: 'unstated',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'Globeia (Toronto photo studio)',
            title: 'Thailand Passport/ Visa Photos',
            url: 'https://globeia.ca/photocentre/thailand/',
            quote:
              'The photo size should be 35mm by 45mm ... Your head must occupy 70% to 80% of the photograph ... The background of the photo should be solid white ... Your mouth must be closed and your facial expressions should be neutral ... digitally altered pictures are not allowed',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'Passport Photo AZ (Phoenix photo studio)',
            title: 'Thailand Passport, Visa, work permit photos',
            url: 'https://passportphotoaz.com/category/thailand-passport-photos/',
            quote:
              'A light background, white or off white is required for Thai Passport Photos ... Your face should cover 70-80% of the overall passport photo ... Thai passport photos should be 45 x 35 mm',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'fastpassportphotoonline.com (cites mfa.go.th and singapore.thaiembassy.org)',
            title: 'Thailand passport & visa photos',
            url: 'https://fastpassportphotoonline.com/thailand',
            quote:
              'mfa.go.th (Royal Thai Government / Ministry of Foreign Affairs — passport services: 35×45 mm photograph)',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Thailand Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row thailand_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #ffffff',
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements:
          "official/other source vs tables: head: tables {'min_mm': 31.5, 'max_mm': 36.0} -> now {'min_pct': 70, 'max_pct': 80}; expression: tables unstated -> now neutral-mouth-closed; edit_policy: tables unstated -> now refused (the official or stricter value kept)",
        notes:
          '35x45 mm, face 70-80%, white agreed by the idify table (visafoto family), Globeia and Passport Photo AZ (two studios in different countries, own wording) and fastpassportphotoonline.com (cites the Thai MFA). Globeia: digitally altered pictures not allowed.',
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'timor-leste',
    name: 'Timor-Leste',
    iso2: 'TL',
    aliases: ['East Timor', 'Timor Lorosae'],
    region: 'asia',
    documents: [
      {
        id: 'tl-passport',
        kind: 'passport',
        name: 'Timor-Leste passport photo',
        route: 'print',
        crown: 'natural',
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'unstated',
        expression: 'unstated',
        head_covering: 'unstated',
        print_mm: {
          width: 35,
          height: 45,
        },
        sources: [
          {
            kind: 'secondary',
            authority: 'iVisa photo blog',
            title: 'East Timor Passport/Visa Photo Requirements and Size',
            url: 'https://www.ivisa.com/photo/blog/east-timor-passportvisa-photo-requirements-and-size',
            quote:
              'Required photo size: 4.5 cm in height and 3.5 cm in width ... Background: white ... Smile: no ... Quantity needed in application: 4',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'legalclarity.org',
            title: 'Timor-Leste Passport: Requirements, Fees, and Validity',
            url: 'https://legalclarity.org/timor-leste-passport-requirements-fees-and-validity',
            quote: 'Applicants must submit two recent passport-sized photographs (35 mm by 45 mm).',
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        notes:
          '35x45 mm agreed by iVisa and legalclarity.org; white background from iVisa only; a visa agent (neptuneinternational.co.in) also lists 35x45 on white for the visa.',
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'uzbekistan',
    name: 'Uzbekistan',
    iso2: 'UZ',
    aliases: ['Oʻzbekiston', 'Ўзбекистон'],
    region: 'asia',
    documents: [
      {
        id: 'uz-passport',
        kind: 'passport',
        name: 'Uzbekistan passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 34.5,
          max_mm: 34.5,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 3,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Uzbekistan passport 35x45 mm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Uzbekistan passport 35x45 mm': 35.0x45.0 mm, dpi 300, head (34.5, 34.5) mm, top 3 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Uzbekistan Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row uzbekistan-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          'the visafoto-family table gives one target head height (visapics target 34.5 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://old.my.gov.uz/ru/service/165/26 https://uzbekistan.lv/ozbekiston-respublikasi-fuqarosi-biometrik-pasportini-rasmiylashtirish-tartibi/',
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'vietnam',
    name: 'Vietnam',
    iso2: 'VN',
    aliases: ['Việt Nam', 'Viet Nam', 'Socialist Republic of Viet Nam'],
    region: 'asia',
    documents: [
      {
        id: 'vn-passport',
        kind: 'passport',
        name: 'Vietnam passport photo',
        route: 'print',
        print_mm: {
          width: 40,
          height: 60,
        },
        head: {
          min_mm: 40,
          max_mm: 40,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 6,
        },
        background: ['light grey'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Vietnam passport 4x6 cm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Vietnam passport 4x6 cm': 40.0x60.0 mm, dpi 300, head (40, 40) mm, top 6 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Vietnam Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row vietnam-passport: 40x60 mm, 472x709 px, 300 dpi, background 'Plain light grey'; Size: 40×60 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          'the visafoto-family table gives one target head height (visapics target 40 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://vietnamembassy.org.uk/consular-services/vietnamese-passport-renewal-application-for-vietnamese-adopted-child-living-in-the-uk-or-in-the-republic-of-ireland/',
        crown_stated: false,
      },
      {
        id: 'vn-visa',
        kind: 'visa',
        name: 'Vietnam visa photo',
        route: 'print',
        print_mm: {
          width: 40,
          height: 60,
        },
        head: {
          min_mm: 40,
          max_mm: 40,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 6,
        },
        background: ['light grey'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Vietnam visa 40x60mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row vn_visa_photo: {"pictureWidth":40.0,"pictureHeight":60.0,"units":"mm","dpi":300.0,"faceHeight":40.0,"crownTop":6.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Vietnam Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row vietnam-visa: 40x60 mm, 472x709 px, 300 dpi, background 'Plain light grey'; Size: 40×60 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              "Vietnam e-visa portal: photo rules (as summarised in the site's destinations/vietnam.ts; not verified)",
            title: 'Vietnam e-visa portal: photo rules',
            url: 'https://evisa.gov.vn/',
            quote: 'Summary: a 4x6 cm portrait, face straight, no hat and no glasses, on a white background.',
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "the visafoto-family table gives one target head height (ppp target 40 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://evisa.xuatnhapcanh.gov.vn/en_US/web/guest/khai-thi-thuc-dien-tu/cap-thi-thuc-dien-tu | also carries the sources the site's destinations/vietnam.ts cites for its default row (second-hand summaries, not counted for verification)",
        crown_stated: false,
      },
      {
        id: 'vn-id',
        kind: 'national-id',
        name: 'Vietnam national ID card photo',
        route: 'print',
        print_mm: {
          width: 30,
          height: 40,
        },
        head: {
          min_mm: 30,
        },
        crown: 'natural',
        top_margin_mm: {
          min: 2.5,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Vietnam ID Card 3x4cm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row vn_the_can_cuoc_cong_dan_3x4cm_photo: {"pictureWidth":30.0,"pictureHeight":40.0,"units":"mm","dpi":600.0,"faceHeight":30.0,"crownTop":2.5} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Vietnam ID card',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row vietnam_id_card: 709x945 px at 600 dpi, rules {"minHeadHeight":0.75,"minHeadOffset":0.0625}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Vietnam ID Card (CCCD)',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row vietnam-id-card: 30x40 mm, 354x472 px, 300 dpi, background 'Plain white'; Size: 30×40 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 30 mm; idify minimum 75.0 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.moj.gov.vn/vbpq/en/lists/vn%20bn%20php%20lut/view_detail.aspx?itemid=1200",
        crown_stated: false,
      },
      {
        id: 'vn-evisa',
        kind: 'e-visa',
        name: 'Vietnam e-visa photo',
        route: 'e-visa-portal',
        crown: 'natural',
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'unstated',
        head_covering: 'unstated',
        print_mm: {
          width: 40,
          height: 60,
        },
        sources: [
          {
            kind: 'secondary',
            authority: 'Passlens (summarising the Vietnam National Electronic Visa portal)',
            title: 'Vietnam eVisa Photo Requirements 2026',
            url: 'https://backgroundremoval.passlens.com/blog/vietnam-evisa-photo-requirements-guide',
            quote:
              'The Vietnam National Electronic Visa portal describes the applicant portrait as a recent 4x6 cm photo in JPG/JPEG format. The face should look straight at the camera, with no hat, no glasses, polite clothing, and a white background.',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'thevietnamimmigration.org (private)',
            title: 'What size passport photo for a Vietnam visa for Australians?',
            url: 'https://www.thevietnamimmigration.org/faq/what-size-passport-photo-for-a-vietnam-visa-for-australians',
            quote:
              'The photo should be 4 x 6 cm (standard photography size in Vietnam) or 2 x 2 inches ... without spectacles or glasses ... The background color should be light or white.',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'visaexpand.com (Hong Kong visa agent)',
            title: '越南簽證照片要求什麼?',
            url: 'https://visaexpand.com/archives/42',
            quote:
              '尺寸:通常要求的照片尺寸為4×6釐米 ... 背景:照片背景應為純白色或淺色 ... 格式:電子照片應為JPEG或JPG格式,檔大小通常不超過2MB',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'tumgik.com mirror of a Tumblr post',
            title: 'Vietnam Evisa Photo Requirements',
            url: 'https://www.tumgik.com/vietnamevisaphotorequirements',
            quote: 'The photo must be in JPEG format and between 300KB and 2MB in size.',
            read_on: '2026-11-29',
          },
        ],
        file_size_kb: {
          max: 2000,
        },
        verification: 'secondary-agree',
        disagreements:
          "file size: one page says 300 KB to 2 MB, another at most 2 MB; the site's own Vietnam row uses 50-240 KB. Only the 2 MB maximum is kept (both agree on it); the 300 KB minimum is a single-source claim. Size: 4x6 cm agreed; one page also allows 2x2 in.",
        notes:
          "A third independent summary (Passlens, quoting the portal wording) gives the same 4x6 cm, JPG/JPEG, white background, no glasses; it notes the portal text has more than one file-size string (some 'under 2 MB'). | Vietnam e-visa (evisa.gov.vn): 4x6 cm portrait on white, no glasses, JPEG, agreed by two private pages (and by the visa-anchors note's passlens summary). The portal's own text was not in the stored pages. '2 MB' as stated (no byte base given).",
        crown_stated: false,
      },
    ],
  },
]
