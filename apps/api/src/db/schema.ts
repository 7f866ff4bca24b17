import type { ColumnType, Generated } from 'kysely';

/** Timestamps come back as Date on both engines; inserts may pass a Date or leave the default. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  role: 'consumer' | 'rep';
  rep_id: string | null;
  employee_id: string | null;
  identity_id: string;
  created_at: Timestamp;
}

export interface MigrationLockTable {
  id: Generated<number>;
}

export interface Database {
  users: UsersTable;
}
