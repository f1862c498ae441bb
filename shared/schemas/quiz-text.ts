// The limits and field builders every part of a quiz shares (its page, its questions).
import * as z from 'zod/mini';
import './zod';
import { cleanText } from './input';

export const QUIZ_LIMITS = {
  name: 200,
  text: 500,
  longText: 3000,
  imageName: 200,
  questions: 60,
  variants: 40,
  rightSections: 10,
  imagesPerSection: 4,
  actions: 20,
  customUrl: 100,
} as const;

/** Texts a patient reads: clean (no control characters, no invisible overrides), trimmed, bounded; long ones keep line breaks. */
export const text = (what: string, max: number = QUIZ_LIMITS.text) => cleanText(what, { max, multiline: max > QUIZ_LIMITS.text });
export const optionalText = (what: string, max?: number) => z.optional(text(what, max));
export const flag = (what: string) => z.optional(z.boolean({ error: `${what}: ожидается да или нет` }));
export const list = <T extends z.ZodMiniType>(what: string, item: T, max: number) =>
  z.array(item, { error: `${what}: ожидается список` }).check(z.maxLength(max, { error: `${what}: не больше ${max}` }));
export const imageName = (what: string) => text(what, QUIZ_LIMITS.imageName);
