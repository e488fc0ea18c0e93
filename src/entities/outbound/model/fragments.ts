import { OUTBOUND_LIMITS } from './limits';

// GSM 03.38 default alphabet (one septet each) and its extension table (two septets: escape + character)
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

/** Characters per fragment: a single GSM-7 SMS holds 160 (spec §5); split messages lose room to the header. */
export const FRAGMENT_SIZES = {
  gsm7: { single: OUTBOUND_LIMITS.fragment, multi: 153 },
  unicode: { single: 70, multi: 67 },
} as const;

export type FragmentCount = {
  encoding: 'gsm7' | 'unicode';
  /** Septets for GSM-7 (extended characters count twice), UTF-16 code units for Unicode. */
  length: number;
  fragments: number;
  /** Room in the current fragment layout before another fragment is needed. */
  remaining: number;
};

/** Counts an SMS's characters and fragments by the GSM-7 and Unicode (UCS-2) rules. */
export function countFragments(text: string): FragmentCount {
  let septets = 0;
  let unicode = false;
  for (const char of text) {
    if (GSM_BASIC.has(char)) septets += 1;
    else if (GSM_EXTENDED.has(char)) septets += 2;
    else unicode = true;
  }
  const encoding = unicode ? 'unicode' : 'gsm7';
  const length = unicode ? text.length : septets;
  const sizes = FRAGMENT_SIZES[encoding];
  if (length === 0) return { encoding, length, fragments: 0, remaining: sizes.single };
  if (length <= sizes.single) return { encoding, length, fragments: 1, remaining: sizes.single - length };
  const fragments = Math.ceil(length / sizes.multi);
  return { encoding, length, fragments, remaining: fragments * sizes.multi - length };
}
