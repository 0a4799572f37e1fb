import {
  backgroundChoiceText,
  faceRange,
  faceTarget,
  mainBackgroundName,
  type PhotoSpec,
  sizePx,
  uploadFormatsText,
} from '../../../shared/country/spec-format.ts'

export type Issue = { problem: string; solution: string }

/** Common reasons photos fail and what to do about each, with this country's numbers. */
export function commonIssues(spec: PhotoSpec): Issue[] {
  const background = mainBackgroundName(spec)
  return [
    {
      problem: 'Background is not plain or not the right colour',
      solution: `${backgroundChoiceText(spec)} The compliance check reads the background on the photo you download, ${background} (${spec.background_color}) or an accepted alternative.`,
    },
    {
      problem: 'Face too small or too large',
      solution: `Your face must cover ${faceRange(spec)} of the photo height. Automatic positioning scales it to about ${faceTarget(spec)}%; use the zoom slider if you want to adjust it, keeping your face inside the oval guide.`,
    },
    {
      problem: 'Wrong pixel dimensions',
      solution: `Application portals check the exact size. The download is always ${sizePx(spec)}, so upload it as it is rather than resizing it elsewhere.`,
    },
    {
      problem: 'File too large or too small',
      solution: `The tool saves a ${spec.format} and lowers the quality step by step to stay within ${spec.max_file_size_kb}KB. Very detailed photos may still end up larger; a plainer background and softer light help.`,
    },
    {
      problem: 'Shadows or uneven lighting',
      solution:
        'Face a window or a soft lamp and avoid overhead light and flash. Shadows on the face cannot be fixed afterwards, so retake the photo.',
    },
    {
      problem: 'Blurry or low-resolution photo',
      solution:
        'Use the original file from your camera or phone, not a screenshot or a copy sent through a messaging app, and hold the phone steady or use a timer.',
    },
    {
      problem: 'Unsupported file type',
      solution: `Upload ${uploadFormatsText()}: an iPhone photo is converted on your device. A RAW, TIFF or PDF file is refused; export it as a JPEG first.`,
    },
    {
      problem: 'Head tilted or turned',
      solution:
        'Look straight into the lens with your head level and shoulders square. A tilted or turned head cannot be fixed by cropping, so retake the photo.',
    },
  ]
}
