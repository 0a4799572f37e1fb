// Africa: destinations kept as data (docs/destinations-data.md). Written by scripts/import-destinations.ts
// from the research file, then kept and corrected here by hand; every number as its sources state it.
import type { DestinationData } from './types.ts'

export const AFRICA: readonly DestinationData[] = [
  {
    slug: 'algeria',
    name: 'Algeria',
    iso2: 'DZ',
    aliases: ['الجزائر', 'Algérie'],
    region: 'africa',
    documents: [
      {
        id: 'dz-passport',
        kind: 'passport',
        name: 'Algeria passport photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Algeria Passport 35x45mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row dz_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.7,"crownTop":3.5} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Algeria Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row algeria_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7111111111111111,"maxHeadHeight":0.8,"minHeadOffset":0.07777777777777778}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Algeria Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row algeria-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.7 mm; idify 71.1-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.embassyalgeria.ca/passeport https://passeport.interieur.gov.dz/ar/Informations/Normes_Photographie https://www.algerian-consulate.org.uk/consulaire/passport/passport-photo-requirements",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'cameroon',
    name: 'Cameroon',
    iso2: 'CM',
    aliases: ['Cameroun'],
    region: 'africa',
    documents: [
      {
        id: 'cm-passport',
        kind: 'passport',
        name: 'Cameroon passport photo',
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
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Cameroon Passport 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row cm_passport_35x45_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Cameroon Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row cameroon-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (ppp target 34.5 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once)",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'egypt',
    name: 'Egypt',
    iso2: 'EG',
    aliases: ['مصر', 'Misr'],
    region: 'africa',
    documents: [
      {
        id: 'eg-passport',
        kind: 'passport',
        name: 'Egypt passport photo',
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
            title: 'Egypt Passport 40x60 mm (4x6 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row eg_passport_4x6_photo: {"pictureWidth":40.0,"pictureHeight":60.0,"units":"mm","dpi":300.0,"faceHeight":38.0,"crownTop":6.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Egypt Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row egypt_passport: 945x1417 px at 600 dpi, rules {"minHeadHeight":0.6333333333333333,"minHeadOffset":0.1}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Egypt Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row egypt-passport: 40x60 mm, 472x709 px, 300 dpi, background 'Plain white'; Size: 40×60 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "head: ppp target 38 mm; idify minimum 63.3 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 300, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.egyptembassy.net/ar/%D8%A7%D8%B3%D8%AA%D8%AE%D8%B1%D8%A7%D8%AC-%D8%AC%D9%88%D8%A7%D8%B2-%D8%B3%D9%81%D8%B1-%D9%85%D8%B5%D8%B1%D9%8A-%D8%AC%D8%AF%D9%8A%D8%AF-%D9%85%D9%85%D9%8A%D9%83%D9%86-%D9%85%D9%82%D8%B1%D9%88%D8%A1/ http://www.egyptembassy.net/consular-services/passports-travel/issuing-egyptian-passport/ https://www.egypt.gov.eg/services/listServicesCategory.aspx?ID=350§ion=citizens",
        crown_stated: false,
      },
      {
        id: 'eg-visa',
        kind: 'visa',
        name: 'Egypt visa photo',
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
            title: 'Egypt visa 40x60 mm (4x6 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row eg_visa_4x6cm_photo: {"pictureWidth":40.0,"pictureHeight":60.0,"units":"mm","dpi":300.0,"faceHeight":38.0,"crownTop":6.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Egypt Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row egypt_visa: 945x1417 px at 600 dpi, rules {"minHeadHeight":0.6333333333333333,"minHeadOffset":0.1}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Egypt Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row egypt-visa: 40x60 mm, 472x709 px, 300 dpi, background 'Plain white'; Size: 40×60 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "head: ppp target 38 mm; idify minimum 63.3 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 300, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once)",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'ethiopia',
    name: 'Ethiopia',
    iso2: 'ET',
    aliases: ['ኢትዮጵያ'],
    region: 'africa',
    documents: [
      {
        id: 'et-evisa',
        kind: 'e-visa',
        name: 'Ethiopia e-visa photo',
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
            authority: 'notaryk.com (Ethiopia visa photo requirements 2024)',
            title: 'Ethiopia Visa Photo Requirements (2024 Guide)',
            url: 'https://notaryk.com/apostille-uk-cost',
            quote:
              'The photo should be 35 x 45 mm, in JPEG or PNG format ... Plain white background ... No glasses unless medically necessary',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'evisa-ethiopia.org (private)',
            title: 'Ethiopian eVisa Photo Requirements',
            url: 'https://evisa-ethiopia.org/ethiopia-evisa-photo-requirements.php',
            quote: 'Format: JPEG (.jpg) Maximum size: 200 KB ... Size: 2x2 inches (51x51mm)',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Ethiopia e-visa online 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row et_visa_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Ethiopia eVisa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row ethiopia-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "Second researcher: idify is now counted in the visafoto family, so the 'two independent tables' in the note below are one source; this document still rests on two independent sources (the visafoto family and notaryk.com) and stays secondary-agree, with the size disagreement unresolved. | Ethiopia e-visa: see disagreements. | the visafoto-family table gives one target head height (ppp target 34.5 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.evisa.gov.et/",
        disagreements:
          'size: the tables and notaryk.com say 35x45 mm; evisa-ethiopia.org/.net (private agents, probably one operator) say 2x2 in and JPEG at most 200 KB. The official portal (evisa.gov.et) was not in the stored pages; 35x45 kept (two independent tables + one page).',
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'gabon',
    name: 'Gabon',
    iso2: 'GA',
    aliases: [],
    region: 'africa',
    documents: [
      {
        id: 'ga-evisa',
        kind: 'e-visa',
        name: 'Gabon e-visa photo',
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
        background: ['light grey'],
        edit_policy: 'unstated',
        glasses: 'unstated',
        expression: 'unstated',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'Peninsula Visa (visa agent) support centre',
            title: 'Gabon eVisa',
            url: 'https://support.peninsulavisa.com/hc/en-us/articles/360038057992-Gabon-eVisa',
            quote:
              'a color photograph from less than 6 months of size 35 * 45 mm and has neither overexposure or underexposure',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'iVisa Gabon blog (visa agent)',
            title: 'Gabon visa requirements',
            url: 'https://www.ivisa.com/gabon-blog/gabon-visa-requirements',
            quote:
              'A recent digital passport size photo, in color and taken within the last 6 months or less. The picture should meet the specification of 35 by 45mm',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Gabon evisa 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ga_evisa_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "35x45 mm for the e-visa upload agreed by the visafoto-family table, Peninsula Visa and iVisa (two agents whose sentences closely follow the same wording, probably both from the evisa.dgdi.ga form; counted together with visafoto as two independent sources at most). Background light grey is the visafoto table's only (not confirmed). | the visafoto-family table gives one target head height (ppp target 34.5 mm), not a band; stored as min = max | official links the visafoto-family table cites (not read here): https://evisa.dgdi.ga/",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'ghana',
    name: 'Ghana',
    iso2: 'GH',
    aliases: [],
    region: 'africa',
    documents: [
      {
        id: 'gh-passport',
        kind: 'passport',
        name: 'Ghana passport photo',
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
            title: 'Ghana Passport 35x45 mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row gh_passport_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Ghana Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row ghana_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Ghana Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row ghana-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.ghanaembassy.or.jp/consular_section/passport.html",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'ivory-coast',
    name: "Côte d'Ivoire",
    iso2: 'CI',
    aliases: ['Ivory Coast', 'Côte d’Ivoire', "Cote d'Ivoire"],
    region: 'africa',
    documents: [
      {
        id: 'ci-visa',
        kind: 'visa',
        name: "Côte d'Ivoire visa photo",
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
            authority: 'visa-cote-divoire.fr (private e-visa agent)',
            title: "Documents requis pour le visa Côte d'Ivoire",
            url: 'https://visa-cote-divoire.fr/documents-requis-visa-cote-d-ivoire.php',
            quote:
              "Photo d'Identité: Une photo récente au format 35x45mm sur fond blanc, conforme aux normes internationales.",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: "Cote d'Ivoire visa 4.5x3.5 cm (45x35 mm)",
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ci_visa_45x35mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Ivory Coast Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row ivory_coast_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          '35x45 mm agreed by the visafoto-family tables and visa-cote-divoire.fr (a private e-visa agent, own wording). White background from that page. | head: ppp target 34.5 mm; idify 70.0-80.0 % of height',
        disagreements:
          "official/other source vs tables: background: tables ['light grey'] -> now ['white'] (the official or stricter value kept) | size: iVisa's Ivory Coast blog (2018) says the 'standard' visa photo is 2x2 in, in a generic paragraph; 35x45 mm (two sources) kept.",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'kenya',
    name: 'Kenya',
    iso2: 'KE',
    aliases: [],
    region: 'africa',
    documents: [
      {
        id: 'ke-passport',
        kind: 'passport',
        name: 'Kenya passport photo',
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
        top_margin_mm: {
          min: 5.1,
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
            title: 'Kenya Passport 2x2″ (51x51 mm, 5x5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ke_passport_photo: {"pictureWidth":2.0,"pictureHeight":2.0,"units":"inch","dpi":250.0,"faceHeight":1.29,"bottomEyeLine":1.18} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Kenya Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row kenya_passport: 1200x1200 px at 600 dpi, rules {"maxEyeHeight":0.5610236220472441,"minEyeHeight":0.6889763779527559,"minHeadHeight":0.5,"maxHeadHeight":0.6889763779527559,"minHeadOffset":0.10039370078740158}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Kenya Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row kenya-passport: 51x51 mm, 600x600 px, 300 dpi, background 'Plain white'; Size: 2×2 inch (51×51 mm); Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 250,
        disagreements: 'background: ppp light grey; idify light grey; wt white',
        notes:
          "print size as rounded from each table: wt 51x51 | the visafoto-family table states this size in inches: 2.0x2.0 in | head: ppp target 32.8 mm; idify 50.0-68.9 % of height | eye line: the tables give a target height above the bottom edge; min-max spans the targets | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 250, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://immigration.ecitizen.go.ke",
        crown_stated: false,
      },
      {
        id: 'ke-evisa',
        kind: 'e-visa',
        name: 'Kenya e-visa photo',
        route: 'e-visa-portal',
        pixels: {
          width: 500,
          height: 500,
        },
        head: {
          min_pct: 70,
          max_pct: 75,
        },
        crown: 'natural',
        file_size_kb: {
          max: 200,
        },
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'unstated',
        expression: 'unstated',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'Timpson (UK photo retailer), international passport photo sizes',
            title: 'Passport Photo Requirements for Kenya',
            url: 'https://www.timpson.co.uk/services/passport-photos/international-passport-photo-sizes/kenya.html',
            quote:
              'If applying online for Evisa, max pixel dimension for digital upload: 500px x 500px (page says last updated/checked 28/02/2019)',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'kenyanevisa.com (private visa agent)',
            title: 'Photo Requirements and Guidelines for Applying Kenya Visa',
            url: 'https://www.kenyanevisa.com/kenyan-photo-requirements/',
            quote:
              'Required dimensions of 500 pixels (height) and 500 pixels (width); Maximum weight of the digital file: 200 kilobytes',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'romanpodpriatov/visapics photo_specs table ("auto-generated from visafoto.com/requirements")',
            title: 'Kenya e-visa online 500x500 pixels',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Kenya e-visa online 500x500 pixels': 42.333x42.333 mm, dpi 300, head None mm, top None mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Kenya E-visa online',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row kenya_e-visa_online: 500x500 px at 600 dpi, rules {"size":200,"minHeadHeight":0.7,"maxHeadHeight":0.75,"minHeadOffset":0.08}, background #ffffff',
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "500x500 px agreed by three independent secondary sources (visafoto family, Timpson, kenyanevisa.com); 200 KB maximum from kenyanevisa.com only. Kenya replaced the e-visa with the eTA (etakenya.go.ke) in 2024 (iVisa page); no official eTA photo spec was found in the stored pages, so the portal's current limits need checking. | head: visapics target 70.0 % of height; idify 70.0-75.0 % of height | file size as the table states it; the tables do not say whether KB means 1000 or 1024 bytes | official links the visafoto-family table cites (not read here): http://evisa.go.ke/",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'madagascar',
    name: 'Madagascar',
    iso2: 'MG',
    aliases: [],
    region: 'africa',
    documents: [
      {
        id: 'mg-visa',
        kind: 'visa',
        name: 'Madagascar visa photo',
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
        glasses: 'unstated',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'travelspoc.com (Indian visa agent)',
            title: 'Madagascar visa rules: photo specifications',
            url: 'https://travelspoc.com/visa-rule/madagascar',
            quote:
              'Photo size: 35 mm x 45 mm ... The face must cover about 70-80% of the frame ... The background must be white. Neutral expressions ... Teeth should not be visible. Glasses are not permitted, except for prescription gla[sses]',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Madagascar visa 3.5x4.5 cm (35x45 mm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row mg_visa_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #ffffff',
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          '35x45 mm agreed by the visafoto-family tables and travelspoc.com (separate agent, own wording), for the e-visa, visa on arrival and stamped visa. White, face 70-80%, neutral with teeth not visible, from travelspoc. | the visafoto-family table gives one target head height (ppp target 34.5 mm), not a band; stored as min = max | official links the visafoto-family table cites (not read here): http://www.botschaft-madagaskar.de/file/repository/visa/en/Tourisme.pdf',
        disagreements:
          'official/other source vs tables: expression: tables unstated -> now neutral-mouth-closed (the official or stricter value kept)',
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'mali',
    name: 'Mali',
    iso2: 'ML',
    aliases: [],
    region: 'africa',
    documents: [
      {
        id: 'ml-visa',
        kind: 'visa',
        name: 'Mali visa photo',
        route: 'print',
        crown: 'natural',
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'religious-only',
        print_mm: {
          width: 35,
          height: 45,
        },
        sources: [
          {
            kind: 'secondary',
            authority: 'CIBTvisas (visa service), Mali tourist visa requirements',
            title: 'Get a Mali Visa',
            url: 'https://cibtvisas.com.au/',
            quote:
              'Two identical passport sized colour photographs ... Be taken against an all white background; Be 45mm (h) by 35 mm (w); ... displaying a neutral (non-smiling) expression; You may wear neither eyeglasses nor headwear except for religious purposes',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'iVisa photo blog',
            title: 'Mali Passport/Visa Photo Requirements and Size',
            url: 'https://www.ivisa.com/photo/blog/mali-passportvisa-photo-requirements-and-size',
            quote:
              'Required photo size: 4.5 cm in height and 3.5 cm in width ... Background: white ... Smile: no',
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        notes:
          "35x45 mm on white agreed by CIBTvisas (visa requirements for Australian citizens; the stored page's address was not given by the search, the site root is cited) and iVisa. No head band from any source. CIBT: no eyeglasses; iVisa: glasses 'acceptable in certain circumstances' - the stricter (refused) kept.",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'mauritius',
    name: 'Mauritius',
    iso2: 'MU',
    aliases: [],
    region: 'africa',
    documents: [
      {
        id: 'mu-passport',
        kind: 'passport',
        name: 'Mauritius passport photo',
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
            authority: 'Visas for Future (visa agent)',
            title: 'Mauritius Passport Photo Guide',
            url: 'https://www.visasforfuture.com/passport-size-photo-dimensions-mauritius/',
            quote:
              'Dimensions should be 35-40 millimeters x 45-50 millimeters (3.5-4.0 cm x 4.5-5.0 cm) ... Choose a plain white, solid background ... Keep your mouth closed',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Mauritius Passport 35x45 mm (up to 40x50mm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row mu_passport_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":33.0,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Mauritius Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row mauritius_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          '35x45 mm (visafoto-family tables) lies inside the 35-40 x 45-50 mm range Visas for Future gives (separate company): agreement on 35x45 as an accepted size. White background from Visas for Future. | head: ppp target 33 mm; idify 70.0-80.0 % of height | official links the visafoto-family table cites (not read here): http://passport.govmu.org/English/Mauritius%20Passport/Pages/The-Standard-of-Passport-photo.aspx',
        disagreements:
          "official/other source vs tables: background: tables ['light grey'] -> now ['white'] (the official or stricter value kept)",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'morocco',
    name: 'Morocco',
    iso2: 'MA',
    aliases: ['المغرب', 'Maroc', 'Al-Maghrib'],
    region: 'africa',
    documents: [
      {
        id: 'ma-passport',
        kind: 'passport',
        name: 'Morocco passport photo',
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
            title: 'Morocco Passport 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ma_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":35.0,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Morocco Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row morocco_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7111111111111111,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Morocco Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row morocco-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify light grey; wt white',
        notes:
          "head: ppp target 35 mm; idify 71.1-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.moroccanconsulate.com/pass.cfm https://www.passeport.ma/Ar/NORMES%20POUR%20LES%20PHOTOGRAPHIES.pdf",
        crown_stated: false,
      },
      {
        id: 'ma-visa',
        kind: 'visa',
        name: 'Morocco visa photo',
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
            title: 'Morocco visa 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ma_visa_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":35.0,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Morocco Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row morocco_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7111111111111111,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Morocco Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row morocco-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        disagreements: 'background: ppp light grey; idify light grey; wt white',
        notes:
          "head: ppp target 35 mm; idify 71.1-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once)",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'nigeria',
    name: 'Nigeria',
    iso2: 'NG',
    aliases: [],
    region: 'africa',
    documents: [
      {
        id: 'ng-passport',
        kind: 'passport',
        name: 'Nigeria passport photo',
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
          min: 4.5,
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
            title: 'Nigeria passport 35x45 mm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'Nigeria passport 35x45 mm': 35.0x45.0 mm, dpi 600, head (34.5, 34.5) mm, top 4.5 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Nigeria Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row nigeria-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (visapics target 34.5 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://immigration.gov.ng/passport-learn_more",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'senegal',
    name: 'Senegal',
    iso2: 'SN',
    aliases: ['Sénégal'],
    region: 'africa',
    documents: [
      {
        id: 'sn-passport',
        kind: 'passport',
        name: 'Senegal passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        crown: 'natural',
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'iVisa photo blog (visa agent)',
            title: 'Senegal Passport/Visa Photo Requirements and Size',
            url: 'https://www.ivisa.com/photo-blog/senegal-passportvisa-photo-requirements-and-size',
            quote:
              'Required photo size: 4.5 cm in height and 3.5 cm in width ... Background: white ... Smile: no ... Headwear: not allowed. Exceptions are made for religious/cultural purposes',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Senegal Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row senegal-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          '35x45 mm on white agreed by whitetirocket (idphotosnap) and iVisa (separate companies, different wording). | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only',
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'south-africa',
    name: 'South Africa',
    iso2: 'ZA',
    aliases: ['RSA', 'Suid-Afrika'],
    region: 'africa',
    documents: [
      {
        id: 'za-passport',
        kind: 'passport',
        name: 'South Africa passport photo',
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
            title: 'South Africa Passport 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row za_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'South Africa Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row south_africa_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'South Africa Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row south-africa-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.dha.gov.za/index.php/travel-documents2 http://www.southafrica-canada.ca/Consular/passport-application.htm",
        crown_stated: false,
      },
      {
        id: 'za-visa',
        kind: 'visa',
        name: 'South Africa visa photo',
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
            title: 'South Africa Visa 35x45 mm (3.5x4.5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row za_visa_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'South Africa Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row south_africa_visa: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'South Africa Visa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row south-africa-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 34.5 mm; idify 70.0-80.0 % of height | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://www.vfsglobal.com/southafrica/india/hoilday_documentsrequired.html",
        crown_stated: false,
      },
      {
        id: 'za-id',
        kind: 'national-id',
        name: 'South Africa national ID card photo',
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
            title: 'South Africa smart ID card 35x45 mm',
            url: 'https://github.com/romanpodpriatov/visapics/blob/ba1db76fa9800fea3b58fcd756deb5b8ec0877b3/photo_specs.py',
            quote:
              "row 'South Africa smart ID card 35x45 mm': 35.0x45.0 mm, dpi 600, head (34.5, 34.5) mm, top 3 mm, eyes from bottom None mm",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'South Africa Smart ID Card',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row south-africa-id-card: 35x45 mm, 413x531 px, 300 dpi, background 'Plain light grey'; Size: 35×45 mm; Plain light grey background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "the visafoto-family table gives one target head height (visapics target 34.5 mm), not a band; stored as min = max | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (visapics 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): https://www.sahc.org.au/citizenship/Identity_Document_Reapplication.htm https://www.westerncape.gov.za/service/applying-identity-document https://www.westerncape.gov.za/text/2015/February/south_african_id_photo_specifications.pdf",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'tanzania',
    name: 'Tanzania',
    iso2: 'TZ',
    aliases: [],
    region: 'africa',
    documents: [
      {
        id: 'tz-evisa',
        kind: 'e-visa',
        name: 'Tanzania e-visa photo',
        route: 'e-visa-portal',
        print_mm: {
          width: 35,
          height: 45,
        },
        crown: 'natural',
        background: ['white'],
        edit_policy: 'unstated',
        glasses: 'refused',
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'visit-tz.com (visa agent)',
            title: 'Passport Photo Size for Tanzania Visa',
            url: 'https://www.visit-tz.com/amp/details-for-passport-photo-size-tanzania-visa/',
            quote:
              'Official guidance states that the photo size should not exceed 45mm length by 35mm width, the image file should not exceed 500KB, and the upload file format must be JPG or JPEG.',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'tanzaniaimmigration.org (private)',
            title: 'Tanzania Visa Photo Requirements',
            url: 'https://www.tanzaniaimmigration.org/news/tanzania-visa-photo-requirements-everything-you-need-to-know',
            quote:
              'Format - JPEG; Size: The photo should measure 2 inches by 2 inches or 35mm by 45mm. Background: The background should be white or off-white ... occupy between 70-80% of the frame',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: "upskilltanzania.pages.dev (an agent's internal processing notes)",
            title: 'Tanzania eVisa documentation',
            url: 'https://upskilltanzania.pages.dev/sitemap.xml',
            quote: "Applicant's Photo ... Format: jpeg, png / 300KB max. Strictness: Low",
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Tanzania eVisa',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row tanzania-visa: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          'Tanzania e-visa upload (eservices.immigration.go.tz): 35x45 mm, JPG, white, agreed by two private pages; the portal itself was not in the stored pages. | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only',
        file_size_kb: {
          max: 300,
        },
        disagreements:
          "file size: visit-tz.com says at most 500 KB (quoting official guidance), an agent's processing notes say 300 KB max: 300 KB (stricter) kept. Size: 35x45 mm is given as a maximum by visit-tz.com; tanzaniaimmigration.org offers 2x2 in or 35x45 mm.",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'tunisia',
    name: 'Tunisia',
    iso2: 'TN',
    aliases: ['تونس', 'Tunisie'],
    region: 'africa',
    documents: [
      {
        id: 'tn-passport',
        kind: 'passport',
        name: 'Tunisia passport photo',
        route: 'print',
        print_mm: {
          width: 35,
          height: 45,
        },
        head: {
          min_mm: 33,
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
            title: 'Tunisia Passport 3.5x4.5 cm (35x45 mm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row tn_passport_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":33.0,"crownTop":4.0} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Tunisia Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row tunisia_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7333333333333333,"minHeadOffset":0.08888888888888889}, background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'whitetirocket/passport-photo-specs table (upstream idphotosnap.com)',
            title: 'Tunisia Passport',
            url: 'https://github.com/whitetirocket/passport-photo-specs/blob/f6ef2b8ab62dfd0a83c5a7897b7e0c756978ab35/specs/specs.json',
            quote:
              "row tunisia-passport: 35x45 mm, 413x531 px, 300 dpi, background 'Plain white'; Size: 35×45 mm; Plain white background; Neutral expression, mouth closed; Both eyes open and clearly visible",
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "head: ppp target 33 mm; idify minimum 73.3 % of height (no maximum stated) | glasses / expression / head covering as listed by the whitetirocket (idphotosnap) table only | dpi differs between tables (ppp 600, idify 600, wt 300); dpi is the tables' rendering choice, not an authority figure | sources agree on the print/pixel size: idphotosnap, visafoto (ppp and visapics both copy visafoto.com and count once) | official links the visafoto-family table cites (not read here): http://consulat-tunisie.ca/index.php/passeport/ https://www.diplomatie.gov.tn/index.php?id=79&no_cache=1&L=1&uid_service=3&cHash=ad21854d0ed9ec30c98de231c8155ed3",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'uganda',
    name: 'Uganda',
    iso2: 'UG',
    aliases: [],
    region: 'africa',
    documents: [
      {
        id: 'ug-passport',
        kind: 'passport',
        name: 'Uganda passport photo',
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
        expression: 'neutral-mouth-closed',
        head_covering: 'unstated',
        sources: [
          {
            kind: 'secondary',
            authority: 'iVisa photo blog (visa agent)',
            title: 'Uganda Passport/Visa Photo Requirements and Size',
            url: 'https://www.ivisa.com/photo/blog/uganda-passportvisa-photo-requirements-and-size',
            quote: 'Required photo size: 2 by 2 inches ... Background: white ... Smile: no',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'Visas for Future (visa agent)',
            title: 'Uganda Passport Photo Size',
            url: 'https://www.visasforfuture.com/passport-photo-size-uganda/',
            quote:
              'Size: 51 mm x 51 mm ... Background: Plain white or off-white background ... Neutral facial expression with both eyes open and mouth closed.',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Uganda Passport 2x2″ (51x51mm, 5x5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ug_passport_photo: {"pictureWidth":2.0,"pictureHeight":2.0,"units":"inch","dpi":300.0,"faceHeight":1.29,"bottomEyeLine":1.18} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Uganda Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row uganda_passport: 1200x1200 px at 600 dpi, rules {"maxEyeHeight":0.5610236220472441,"minEyeHeight":0.6889763779527559,"minHeadHeight":0.5,"maxHeadHeight":0.6889763779527559}, background #ffffff',
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "2x2 in on white agreed by the visafoto-family tables, iVisa and Visas for Future (separate companies). Visas for Future's 25-35 mm head band is the US rule repeated; the tables' 25.4-35 mm band is kept. | the visafoto-family table states this size in inches: 2.0x2.0 in | head: ppp target 32.8 mm; idify 50.0-68.9 % of height | eye line: the tables give a target height above the bottom edge; min-max spans the targets | dpi differs between tables (ppp 300, idify 600); dpi is the tables' rendering choice, not an authority figure",
        disagreements:
          'official/other source vs tables: expression: tables unstated -> now neutral-mouth-closed (the official or stricter value kept)',
        crown_stated: false,
      },
      {
        id: 'ug-visa',
        kind: 'visa',
        name: 'Uganda visa photo',
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
            authority: 'iVisa Uganda blog (visa agent)',
            title: 'What is the Uganda visa photo size?',
            url: 'https://www.ivisa.com/uganda-blog/what-is-the-uganda-visa-photo-size',
            quote:
              'The most important aspect here is that the Uganda visa photo size needs to be 2 by 2 inches ... the photo needs to be always made against an entirely white background',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Uganda visa 2x2″ (51x51mm, 5x5 cm)',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row ug_visa_photo: {"pictureWidth":2.0,"pictureHeight":2.0,"units":"inch","dpi":300.0,"faceHeight":1.29,"bottomEyeLine":1.18} background #ffffff',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Uganda Visa',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row uganda_visa: 1200x1200 px at 600 dpi, rules {"maxEyeHeight":0.5610236220472441,"minEyeHeight":0.6889763779527559,"minHeadHeight":0.5,"maxHeadHeight":0.6889763779527559}, background #ffffff',
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 300,
        notes:
          "2x2 in on white for the visa agreed by the visafoto-family tables and iVisa (separate company). iVisa adds face 60-70% of the surface (not used; the tables' 25.4-35 mm band kept). | the visafoto-family table states this size in inches: 2.0x2.0 in | head: ppp target 32.8 mm; idify 50.0-68.9 % of height | eye line: the tables give a target height above the bottom edge; min-max spans the targets | dpi differs between tables (ppp 300, idify 600); dpi is the tables' rendering choice, not an authority figure",
        crown_stated: false,
      },
    ],
  },
  {
    slug: 'zimbabwe',
    name: 'Zimbabwe',
    iso2: 'ZW',
    aliases: [],
    region: 'africa',
    documents: [
      {
        id: 'zw-passport',
        kind: 'passport',
        name: 'Zimbabwe passport photo',
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
            authority:
              'The Sunday News (Zimbabwe newspaper), reporting a public notice of the Zimbabwe Consulate General in Johannesburg',
            title: 'Zim embassy streamlines passport application processing',
            url: 'https://www.sundaynews.co.zw/zim-embassy-streamlines-passport-application-processing/',
            quote:
              'the standard size of the (two) passport photography which is 3, 5 by 4, 5 cm, must be in colour, taken within a six months period, identical, white background, head straight, no shadows, eyes, and ears clearly visible, and printed on smooth quality non-glossy paper',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority: 'dpar39/ppp "Photo ID Creator" photo-standards table (numbers reproduce visafoto.com)',
            title: 'Zimbabwe Passport 35x45mm',
            url: 'https://github.com/dpar39/ppp/blob/dabc97ddd0579d1ec5e0bcf461b5299eac870e65/webapp/src/app/data/photo-standards.json',
            quote:
              'row zw_passport_35x45mm_photo: {"pictureWidth":35.0,"pictureHeight":45.0,"units":"mm","dpi":600.0,"faceHeight":34.5,"crownTop":3.0} background #eeeeee',
            read_on: '2026-11-29',
          },
          {
            kind: 'secondary',
            authority:
              'zhbhun/idify spec table (titles and some figures generated from ppp/visafoto; counted in the visafoto family)',
            title: 'Zimbabwe Passport',
            url: 'https://github.com/zhbhun/idify/blob/1a2dfbeaa0f21cc04df52debfd697471c94bbf86/packages/common/src/config/spec.json',
            quote:
              'row zimbabwe_passport: 827x1063 px at 600 dpi, rules {"minHeadHeight":0.7,"maxHeadHeight":0.8,"minHeadOffset":0.06666666666666667}, background #d3d3d3',
            read_on: '2026-11-29',
          },
        ],
        verification: 'secondary-agree',
        dpi: 600,
        notes:
          "35x45 mm agreed by the visafoto-family tables and the Zimbabwe consulate's notice as reported by The Sunday News (2020-10-27; Pindula repeats the same report and is not counted separately). The notice says white background (stricter than the tables' light grey): white kept. | head: ppp target 34.5 mm; idify 70.0-80.0 % of height | official links the visafoto-family table cites (not read here): http://www.rg.gov.zw/services/passport",
        disagreements:
          "official/other source vs tables: background: tables ['light grey'] -> now ['white'] (the official or stricter value kept)",
        crown_stated: false,
      },
    ],
  },
]
