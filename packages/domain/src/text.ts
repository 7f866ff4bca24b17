/**
 * Text the server accepts anywhere (body, query, path). Two kinds of character cannot be stored or
 * shown: U+0000 and the other C0 control characters (tab, line feed and carriage return excepted), and
 * UTF-16 surrogates that are not part of a pair. Every string a caller sends passes this one check.
 */
export const BAD_TEXT_MESSAGE = 'Text must not contain control characters or broken characters.';

// C0 controls except \t \n \r, DEL, a high surrogate not followed by a low one, a low one not preceded by a high one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const BAD_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isCleanText(value: string): boolean {
  return !BAD_TEXT.test(value);
}

/**
 * The path of the first string (or object key) in a value that is not clean text, e.g.
 * `['design', 'name']`, or null when every string is clean. Walks plain objects and arrays.
 */
export function findBadText(value: unknown, path: ReadonlyArray<string | number> = []): Array<string | number> | null {
  const steps = stepsToBadText(value);
  return steps === null ? null : [...path, ...steps.reverse()];
}

/**
 * The steps to the first string or key that is not clean text, the last step first, or null. The
 * steps are gathered on the way back, once one is found: every request's strings pass through here,
 * and nearly all are clean.
 */
function stepsToBadText(value: unknown): Array<string | number> | null {
  if (typeof value === 'string') return isCleanText(value) ? null : [];
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = stepsToBadText(value[index]);
      if (found) {
        found.push(index);
        return found;
      }
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key in record) {
      if (!Object.hasOwn(record, key)) continue;
      if (!isCleanText(key)) return [key];
      const found = stepsToBadText(record[key]);
      if (found) {
        found.push(key);
        return found;
      }
    }
  }
  return null;
}
