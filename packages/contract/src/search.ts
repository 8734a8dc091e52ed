/**
 * Search the way Arabic speakers type (issue 29): a term and the text it is looked for in are both
 * reduced to one spelling before comparing. The server compares `mashaer_norm(column)` with the
 * normalised term (the SQL function of migration 0029 applies this very table: `translate` with
 * `SEARCH_FOLD_FROM`, `SEARCH_FOLD_TO`); the web highlights matches with it. Zod-free, so a list
 * screen may import it.
 *
 * - alef forms أ إ آ ٱ → ا, ta marbuta ة → ه, alef maqsura ى → ي, hamza carriers ؤ → و, ئ → ي,
 *   Persian yeh ی → ي and kaf ک → ك;
 * - tatweel ـ, harakat (U+064B–U+065F, U+0670) and combining accents (U+0300–U+036F) removed;
 * - Arabic-Indic ٠–٩ and Persian ۰–۹ digits → 0–9;
 * - Latin A–Z → a–z and accented Latin letters (À–ȳ) → their base letter in lower case.
 *
 * Only a character-for-character table (no locale's case rules), so PostgreSQL and PGlite, whatever
 * their collation, and the browser fold alike, and the SQL function can be IMMUTABLE (indexed).
 */
const ARABIC_FROM = 'أإآٱةىؤئیک';
const ARABIC_TO = 'ااااهيوييك';
const DIGITS_FROM = '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹';
const DIGITS_TO = '01234567890123456789';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const LATIN_FROM =
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ';
const LATIN_TO =
  'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyy';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)).join('');
/** Removed: tatweel, harakat and superscript alef, combining accents. */
const DROPPED = `\u0640${range(0x064b, 0x065f)}\u0670${range(0x0300, 0x036f)}`;

/** What `translate(text, from, to)` of the SQL function takes: characters past `to`'s length are removed. */
export const SEARCH_FOLD_FROM = ARABIC_FROM + DIGITS_FROM + UPPER + LATIN_FROM + DROPPED;
export const SEARCH_FOLD_TO = ARABIC_TO + DIGITS_TO + LOWER + LATIN_TO;

const FOLD = new Map<string, string>();
for (let i = 0; i < SEARCH_FOLD_FROM.length; i++) FOLD.set(SEARCH_FOLD_FROM[i], SEARCH_FOLD_TO[i] ?? '');

/** `text` in its one searchable spelling (see above). */
export function normalizeSearch(text: string): string {
  let out = '';
  for (const ch of text) out += FOLD.get(ch) ?? ch;
  return out;
}

const DIGIT_RE = /[٠-٩۰-۹]/g;
/**
 * Arabic-Indic and Persian digits as 0–9, nothing else changed: what a numeric input or filter
 * does with `٣٥٠` typed on an Arabic keyboard.
 */
export const latinDigits = (text: string): string =>
  text.replace(DIGIT_RE, (d) => String(d.charCodeAt(0) - (d >= '۰' ? 0x06f0 : 0x0660)));

const EASTERN_DIGIT = /[٠-٩۰-۹]/;
/** A number as an Arabic keyboard types it: digits (some Arabic-Indic or Persian), a sign, a decimal separator. */
const EASTERN_NUMBER = /^[+-]?[0-9٠-٩۰-۹]+([.٫][0-9٠-٩۰-۹]+)?$/;

/**
 * Issue 29: a value typed on an Arabic keyboard as a number (`٣٥٠`, a phone `٠٥٥١٢٣٤٥٦٧`, `١٢٫٥`)
 * as the same number in 0–9; only a string that is wholly such a number changes, text that merely
 * contains digits (and every other value) stays as it is. The API's JSON bodies and the web's
 * forms read values through it.
 */
export const latinNumber = (value: unknown): unknown =>
  typeof value === 'string' && EASTERN_DIGIT.test(value) && EASTERN_NUMBER.test(value.trim())
    ? latinDigits(value.trim()).replace('٫', '.')
    : value;
