import { createJaText } from '@shokuji/ja-text';
import { LRUCache } from 'lru-cache';
import type { NameTest } from './meals.repository';

/**
 * How a typed part of a name finds names written in another script: 唐揚げ定食 by からあげ or karaage,
 * ラーメン by ramen, 親子丼 by おやこどん. Both sides are compared by their sound, the canonical romaji
 * of their dictionary reading (ja-text: long vowels and doubled letters folded, so らーめん, ramen and
 * ラーメン agree), letters and digits: a number typed is part of what is looked for (プロテイン2 does
 * not find プロテイン1), and digits that something other than a letter parts (1.5, 1/2) stay apart
 * (1.5 is not 15). The literal fold (foldForPartialMatch) still decides first; the sound is a second
 * way in, never a filter.
 */
export interface MealNameSounds {
  /** The sound of a typed part, or null when it has fewer than MIN_SOUND_LETTERS letters to compare (digits, symbols, one or two letters). */
  soundOf(part: string): string | null;
  /** Whether a name sounds like it holds the typed part's sound (from soundOf). */
  holds(name: string, sound: string): boolean;
}

/** A part's sound shorter than this (い, あい, ai) would be found inside almost every name. */
const MIN_SOUND_LETTERS = 3;
/** Names whose sound is kept: the names of the users searching lately (~100 B each). */
const KEPT_NAME_SOUNDS = 20_000;

/**
 * The sound of a romaji text: its letters and digits, everything else dropped (spaces, symbols), except
 * that what parts two digits becomes one `_`, so 1.5 and 1/2 keep their digits apart. Until 2026-12-07
 * digits were dropped too, and おにぎり 2個 found おにぎり 1個.
 */
export function soundOfRomaji(romaji: string): string {
  return romaji.replace(/(?<=[0-9])[^a-z0-9]+(?=[0-9])/g, '_').replace(/[^a-z0-9_]/g, '');
}

let loading: Promise<MealNameSounds> | undefined;

/**
 * The one MealNameSounds of the process. The first call loads the Japanese dictionary (shared with the
 * catalog's analyzer when both run in one process; a records process alone pays its load once, on the
 * first search that reads a name's sound).
 */
export function loadMealNameSounds(): Promise<MealNameSounds> {
  loading ??= createJaText().then((ja) => {
    const soundOfText = (text: string) => soundOfRomaji(ja.romaji(text));
    const names = new LRUCache<string, string>({ max: KEPT_NAME_SOUNDS });
    return {
      soundOf(part) {
        const sound = soundOfText(part);
        return sound.replace(/[^a-z]/g, '').length >= MIN_SOUND_LETTERS ? sound : null;
      },
      holds(name, sound) {
        let nameSound = names.get(name);
        if (nameSound === undefined) {
          nameSound = soundOfText(name);
          names.set(name, nameSound);
        }
        return nameSound.includes(sound);
      },
    };
  });
  return loading;
}

/** The NameTest of a typed part: the names that sound like they hold it; undefined when the part has no sound to compare. */
export async function soundsLikeTest(part: string): Promise<NameTest | undefined> {
  const sounds = await loadMealNameSounds();
  const sound = sounds.soundOf(part);
  return sound === null ? undefined : (name) => sounds.holds(name, sound);
}
