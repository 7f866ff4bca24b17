/** A jsonb column's value: parsed already by both engines' drivers; text (an older driver) is parsed here. */
export const readJson = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
