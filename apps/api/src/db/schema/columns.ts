import type { ColumnType } from 'kysely';

/** Timestamps come back as Date on both engines; inserts may pass a Date or leave the default. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** JSON columns (from migration 0016 on) are written as JSON text, read back parsed. */
export type JsonColumn = ColumnType<unknown, string, string>;
export type NullableJsonColumn = ColumnType<unknown, string | null | undefined, string | null>;
