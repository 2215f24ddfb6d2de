/**
 * The screening of first-contact messages for contact details that would move a conversation off
 * the site: phone numbers, e-mail addresses, links and messenger handles, written plainly or
 * disguised ("0 7 7 0 0…", "name at gmail dot com", "x dot com", "insta: …"). A match flags the
 * message for the team; it is still delivered. Every rule lives here so it can be read and tested
 * in one place.
 */

export type ContactDetailKind = 'phone' | 'email' | 'link' | 'handle';

export interface ScreeningResult {
  flagged: boolean;
  /** Which kinds were found, in a fixed order. */
  kinds: ContactDetailKind[];
}

/** A phone number has at least this many digits (UK mobiles have 11, with +44 twelve). */
const MIN_PHONE_DIGITS = 9;

const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  nought: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const REPEAT_WORDS: Record<string, number> = { double: 2, triple: 3 };

/** Top-level domains common enough to treat "<word>.<tld>" as a link. */
const TLDS =
  'com|net|org|co\\.uk|org\\.uk|uk|io|me|info|biz|ly|gg|app|dev|xyz|online|site|link|page|' +
  'live|tv|us|ca|au|de|fr|nl|ie|pk|in|bd|ae|sa|eg|tr|my|id|ng|so|ma|dz|tn|jo|qa|kw';
const SPOKEN_TLDS = 'com|net|org|co\\s*(?:\\.|dot)\\s*uk|uk|io|me|info|biz|ly|app';
const MAIL_PROVIDERS =
  'gmail|googlemail|hotmail|yahoo|outlook|icloud|live|aol|protonmail|proton|ymail|msn|gmx';
const MESSENGERS = [
  'whats\\s*app',
  'wh?ats?\\s*ap+',
  'watts?\\s*app',
  'telegram',
  'snap\\s*chat',
  'instagram',
  'insta',
  'kik',
  'viber',
  'we\\s*chat',
  'skype',
  'discord',
  'facebook\\s+messenger',
].join('|');

/** Disguises of "@" and "." that people write to slip past simple filters. */
const AT = '(?:@|\\(\\s*at\\s*\\)|\\[\\s*at\\s*\\]|\\{\\s*at\\s*\\}|\\bat\\b)';
const DOT = '(?:\\.|\\(\\s*dot\\s*\\)|\\[\\s*dot\\s*\\]|\\{\\s*dot\\s*\\}|\\bdot\\b)';

const emailPatterns: RegExp[] = [
  // name@domain.tld, and with spaces around the @ or dots.
  new RegExp(`[a-z0-9._%+-]+\\s*@\\s*[a-z0-9-]+(?:\\s*\\.\\s*[a-z0-9-]+)*\\s*\\.\\s*[a-z]{2,}`),
  // name at gmail dot com, name(at)gmail(dot)com, name [at] domain [dot] co [dot] uk
  new RegExp(
    `\\b[a-z0-9._%+-]+\\s*${AT}\\s*[a-z0-9-]+\\s*${DOT}\\s*(?:${SPOKEN_TLDS})(?![a-z0-9-])`,
  ),
  // name at gmail, name@hotmail (the provider alone is enough)
  new RegExp(`\\b[a-z0-9._%+-]+\\s*${AT}\\s*(?:${MAIL_PROVIDERS})\\b`),
];

const linkPatterns: RegExp[] = [
  /\bhttps?\s*:\s*\/\//,
  /\bwww\s*\.\s*[a-z0-9-]+/,
  new RegExp(`\\b[a-z0-9-]{2,}(?:\\.[a-z0-9-]+)*\\.(?:${TLDS})\\b(?!\\.[a-z])`),
  // "example . com": spaces around the dot only before the commonest endings.
  /\b[a-z0-9-]{2,}\s+\.\s*(?:com|net|org)\b(?![a-z-])/,
  // example dot com, example (dot) co (dot) uk
  new RegExp(
    `\\b[a-z0-9-]{2,}\\s*(?:\\(\\s*dot\\s*\\)|\\[\\s*dot\\s*\\]|\\{\\s*dot\\s*\\}|\\bdot\\b)\\s*(?:${SPOKEN_TLDS})(?![a-z0-9-])`,
  ),
];

const handlePatterns: RegExp[] = [
  new RegExp(`\\b(?:${MESSENGERS})\\b`),
  /\b(?:wa|t)\s*\.\s*me\s*\//,
  /\bsnap\s*(?:me|chat)?\s*[:@]/,
  // "ig: name", "sc - name", "tg: @name", "snap: name"
  /(?:^|[^a-z0-9])(?:ig|sc|snap|tg|wa|insta)\s*[:-]\s*@?[a-z0-9._]{3,}/,
  // "@handle" that is not part of an e-mail address
  /(?:^|[^a-z0-9._%+-])@[a-z0-9._]*[a-z][a-z0-9._]{2,}/,
  /\b(?:add|find|follow|message|msg|dm|text)\s+me\s+on\s+(?:ig|sc|snap|tg|fb|facebook)\b/,
];

/** Lower case, Unicode digits and letters folded (NFKC), zero-width characters removed. */
const normalise = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .toLowerCase();

/** "0 seven double 7" → "0 7 77": spoken digits become digits so the phone rule can count them. */
const spokenDigitsToDigits = (text: string): string => {
  const words = text.split(/(\s+|[-,.])/);
  const out: string[] = [];
  let repeat = 1;
  for (const word of words) {
    const repeatCount = REPEAT_WORDS[word];
    if (repeatCount) {
      repeat = repeatCount;
      continue;
    }
    const digit = DIGIT_WORDS[word];
    if (digit !== undefined) {
      out.push(digit.repeat(repeat));
    } else if (/^\d$/.test(word) && repeat > 1) {
      out.push(word.repeat(repeat));
    } else {
      out.push(word);
    }
    if (!/^\s+$|^[-,.]$/.test(word)) {
      repeat = 1;
    }
  }
  return out.join('');
};

/** In tokens made of digits and look-alikes ("07OO 9OO l23"), o → 0 and l, i, | → 1. */
const lookAlikeDigits = (text: string): string =>
  text.replace(/[0-9oli|]+/g, (token) =>
    /\d/.test(token) && /^[0-9oli|]+$/.test(token)
      ? token.replace(/o/g, '0').replace(/[li|]/g, '1')
      : token,
  );

/**
 * The longest run of digits written with only separators between them (spaces, dots, dashes,
 * slashes, brackets, a leading +), counted in digits.
 */
const longestDigitRun = (text: string): number => {
  let longest = 0;
  for (const run of text.match(/\+?[\d(][\d\s.\-/()]*\d/g) ?? []) {
    longest = Math.max(longest, run.replace(/\D/g, '').length);
  }
  return longest;
};

const hasPhone = (text: string): boolean =>
  longestDigitRun(lookAlikeDigits(spokenDigitsToDigits(text))) >= MIN_PHONE_DIGITS;

const any = (patterns: RegExp[], text: string): boolean =>
  patterns.some((pattern) => pattern.test(text));

/** Screens one message's content. */
export const screenContactDetails = (content: string): ScreeningResult => {
  const text = normalise(content);
  const kinds: ContactDetailKind[] = [];
  if (hasPhone(text)) {
    kinds.push('phone');
  }
  const email = any(emailPatterns, text);
  if (email) {
    kinds.push('email');
  }
  // An e-mail address contains a domain; count it once, as an e-mail.
  const withoutEmails = email
    ? emailPatterns.reduce((t, p) => t.replace(new RegExp(p.source, 'g'), ' '), text)
    : text;
  if (any(linkPatterns, withoutEmails)) {
    kinds.push('link');
  }
  if (any(handlePatterns, withoutEmails)) {
    kinds.push('handle');
  }
  return { flagged: kinds.length > 0, kinds };
};
