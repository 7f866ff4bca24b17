import { z } from 'zod';

/** Window notes and flag notes are stored as JSON text in item attributes (doc 000 §3). */
export const windowNoteSchema = z.object({
  id: z.string(),
  author: z.string(),
  authorRole: z.string(),
  date: z.string(),
  content: z.string(),
});
export type WindowNote = z.infer<typeof windowNoteSchema>;

export const flagNoteSchema = z.object({ id: z.string(), content: z.string() });
export type FlagNote = z.infer<typeof flagNoteSchema>;

function parseList<T>(text: string | null, schema: z.ZodType<T>, fromText: (content: string) => T): T[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    const list = Array.isArray(value) ? value : [value];
    return list.flatMap((entry) => {
      const parsed = schema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    // Older data may hold plain text: show it as one note.
    return text.trim() ? [fromText(text.trim())] : [];
  }
}

export const parseWindowNotes = (text: string | null) =>
  parseList(text, windowNoteSchema, (content) => ({ id: 'text', author: '', authorRole: '', date: '', content }));
export const parseFlagNotes = (text: string | null) => parseList(text, flagNoteSchema, (content) => ({ id: 'text', content }));
