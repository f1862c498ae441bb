// How many SMS parts a text costs (3GPP TS 23.038): a text of the GSM 7-bit alphabet takes 160 characters in one
// part, 153 per part of a longer one (the extension characters ^{}\[~]|€ count twice); any other character (all of
// Cyrillic) makes the whole text UCS-2: 70 in one part, 67 per part, counted in UTF-16 code units (an emoji is two).
// The gateway bills per part, so every text the product sends is held to MAX_SMS_PARTS (texts.ts).

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€';

/** Parts the product lets one message take: a confirmation or a reminder costs the clinic at most two. */
export const MAX_SMS_PARTS = 2;

export interface SmsSize {
  encoding: 'gsm7' | 'ucs2';
  /** Characters as the network counts them (septets for GSM 7-bit, UTF-16 code units for UCS-2). */
  units: number;
  parts: number;
}

function gsmUnits(text: string): number | undefined {
  let units = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) units += 1;
    else if (GSM_EXTENSION.includes(char)) units += 2;
    else return undefined;
  }
  return units;
}

const partsOf = (units: number, single: number, multi: number) => (units <= single ? 1 : Math.ceil(units / multi));

export function smsSize(text: string): SmsSize {
  const gsm = gsmUnits(text);
  if (gsm !== undefined) return { encoding: 'gsm7', units: gsm, parts: partsOf(gsm, 160, 153) };
  return { encoding: 'ucs2', units: text.length, parts: partsOf(text.length, 70, 67) };
}
