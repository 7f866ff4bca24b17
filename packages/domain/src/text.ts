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
 * How deep a request's data may nest. Real requests nest a few levels (a design's rooms, windows and
 * attributes); a 15 KB body of nested lists is thousands of levels, which would exhaust the stack of
 * any code that walks it, this check's included.
 */
export const NESTING_MAX = 64;
export const TOO_DEEP_MESSAGE = `Data must not be nested more than ${NESTING_MAX} levels deep.`;

export interface UnfitValue {
  /** Where it is, e.g. `['design', 'name']`. */
  path: Array<string | number>;
  message: typeof BAD_TEXT_MESSAGE | typeof TOO_DEEP_MESSAGE;
}

/**
 * The first string (or object key) in a value that is not clean text, or the first value nested
 * deeper than NESTING_MAX, with its path; null when the value is fit. Walks plain objects and arrays.
 */
export function findUnfitValue(value: unknown, path: ReadonlyArray<string | number> = []): UnfitValue | null {
  const found = stepsToUnfit(value, 0);
  if (found === null) return null;
  return { path: [...path, ...found.steps.reverse()], message: found.tooDeep ? TOO_DEEP_MESSAGE : BAD_TEXT_MESSAGE };
}

interface Found {
  /** The last step first: they are gathered on the way back. */
  steps: Array<string | number>;
  tooDeep: boolean;
}

/**
 * Every request's strings pass through here and nearly all are clean, so nothing is allocated
 * until something is found. The walk recurses, but never deeper than NESTING_MAX.
 */
function stepsToUnfit(value: unknown, depth: number): Found | null {
  if (typeof value === 'string') return isCleanText(value) ? null : { steps: [], tooDeep: false };
  if (value === null || typeof value !== 'object') return null;
  if (depth === NESTING_MAX) return { steps: [], tooDeep: true };
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = stepsToUnfit(value[index], depth + 1);
      if (found) {
        found.steps.push(index);
        return found;
      }
    }
    return null;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    if (!isCleanText(key)) return { steps: [key], tooDeep: false };
    const found = stepsToUnfit(record[key], depth + 1);
    if (found) {
      found.steps.push(key);
      return found;
    }
  }
  return null;
}
