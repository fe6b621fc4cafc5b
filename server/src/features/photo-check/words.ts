import type { Lang } from '@contract/lang';
import type { PhotoProblem, PhotoProblemCode, PhotoSpec } from '@contract/photo-check';
import type { Framing } from './framing';

/** What each problem means for the traveller, in English and Hindi side by side so neither can be missing. */
const PROBLEM_TEXTS: Record<PhotoProblemCode, Record<Lang, string>> = {
  'too-small': {
    en: 'The photo is too small: it needs at least {{width}} × {{height}} pixels.',
    hi: 'फ़ोटो बहुत छोटी है: इसमें कम से कम {{width}} × {{height}} पिक्सेल चाहिए।',
  },
  'wrong-aspect': {
    en: 'The photo has the wrong shape: it must be {{size}}.',
    hi: 'फ़ोटो का आकार सही नहीं है: यह {{size}} होनी चाहिए।',
  },
  background: {
    en: 'The background must be plain and {{background}}, with nothing behind you.',
    hi: 'पृष्ठभूमि सादी और {{background}} होनी चाहिए, आपके पीछे कुछ न हो।',
  },
  'no-face': {
    en: 'We could not find a face: face the camera, with your whole face in the photo.',
    hi: 'हमें चेहरा नहीं मिला: कैमरे की ओर देखें, पूरा चेहरा फ़ोटो में हो।',
  },
  'several-faces': {
    en: 'There is more than one face: the photo must show only you.',
    hi: 'फ़ोटो में एक से अधिक चेहरे हैं: फ़ोटो में केवल आप होने चाहिए।',
  },
  'off-centre': {
    en: 'Your head is not in the middle of the photo.',
    hi: 'आपका सिर फ़ोटो के बीच में नहीं है।',
  },
  'head-size': {
    en: 'Your head (chin to crown) must fill {{min}}–{{max}}% of the photo’s height; it fills {{share}}%.',
    hi: 'आपका सिर (ठोड़ी से सिर के ऊपर तक) फ़ोटो की ऊँचाई का {{min}}–{{max}}% होना चाहिए; अभी {{share}}% है।',
  },
  'too-dark': {
    en: 'The photo is too dark: take it in even, bright light.',
    hi: 'फ़ोटो बहुत गहरी है: इसे समान और तेज़ रोशनी में लें।',
  },
  blurred: {
    en: 'The photo is blurred: hold the camera still and make sure your face is in focus.',
    hi: 'फ़ोटो धुंधली है: कैमरा स्थिर रखें और ध्यान दें कि चेहरा साफ़ दिखे।',
  },
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

const percent = (share: number) => Math.round(share * 100);

/** The problems in the traveller's language, with the specification's figures. */
export function problemMessages(
  codes: PhotoProblemCode[],
  spec: PhotoSpec,
  headShare: number | undefined,
  lang: Lang,
): PhotoProblem[] {
  const values = {
    width: spec.minWidthPx,
    height: spec.minHeightPx,
    size: `${spec.widthMm} × ${spec.heightMm} mm`,
    background: spec.background,
    min: percent(spec.headMin),
    max: percent(spec.headMax),
    share: percent(headShare ?? 0),
  };
  return codes.map((code) => ({ code, message: fill(PROBLEM_TEXTS[code][lang], values) }));
}

type Refusal = Extract<Framing, { ok: false }>['reason'] | 'nothing';

/** Why "Fix it for me" cannot help (a 422), in the traveller's language. */
const REFUSALS: Record<Refusal, Record<Lang, string>> = {
  retake: {
    en: 'This photo cannot be fixed by cropping. Take a new photo:',
    hi: 'यह फ़ोटो काट-छाँट से ठीक नहीं हो सकती। नई फ़ोटो लें:',
  },
  'no-room': {
    en: 'There is not enough room around your head to frame it: take a new photo from a little further away.',
    hi: 'आपके सिर के चारों ओर फ़ोटो को सही करने के लिए जगह कम है: थोड़ी दूरी से नई फ़ोटो लें।',
  },
  'too-small': {
    en: 'The photo is too small to enlarge to the size needed: take a new photo closer up or at a higher resolution.',
    hi: 'फ़ोटो इतनी छोटी है कि ज़रूरी आकार तक बड़ी नहीं हो सकती: पास से या अधिक रिज़ॉल्यूशन पर नई फ़ोटो लें।',
  },
  nothing: {
    en: 'This photo already meets the specification: there is nothing to fix.',
    hi: 'यह फ़ोटो पहले से ही विनिर्देश पर खरी है: ठीक करने को कुछ नहीं है।',
  },
};

/** The refusal, and for a retake the problems that need one. */
export function refusalMessage(reason: Refusal, retake: PhotoProblem[], lang: Lang): string {
  const text = REFUSALS[reason][lang];
  return reason === 'retake' ? [text, ...retake.map((problem) => problem.message)].join(' ') : text;
}
