import { SITE } from '@vps/specs'
import { mainBackgroundName, type PhotoSpec } from '../../../shared/country/spec-format.ts'

export type Guidelines = { dos: string[]; donts: string[] }

/** Do and don't lists for taking the photo; the background colour comes from the spec. */
export function photoGuidelines(spec: PhotoSpec): Guidelines {
  const background = mainBackgroundName(spec)
  return {
    dos: [
      'Face the camera straight on, with your head level and both ears visible where possible',
      'Keep a neutral expression with your mouth closed and eyes open',
      `Stand about half a metre in front of a plain ${background} or very light wall`,
      'Use soft, even light from the front, such as a window you are facing',
      'Have someone else take the photo from about 1.5 m away at eye level',
      'Show your head and the top of your shoulders, with hair away from your eyes',
      `Use a photo taken within the last ${SITE.photoRecencyMonths} months`,
    ],
    donts: [
      'No hats, headbands or sunglasses (religious head coverings are usually allowed if the face is fully visible)',
      'No glasses with glare or tinted lenses; removing glasses is safest',
      'No filters, beauty effects or retouching',
      'No shadows on your face or behind you',
      'No arm’s-length selfies, which distort the face',
      'No photos of printed photos, screenshots or crops from your passport',
      'No other people, hands or objects in the frame',
    ],
  }
}
