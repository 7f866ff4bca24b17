import type { ColumnType } from 'kysely';
import type { Timestamp } from './columns.ts';

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  role: 'consumer' | 'rep';
  rep_id: string | null;
  employee_id: string | null;
  identity_id: string;
  /** Moved on by sign-out (and a password change): sessions issued under an earlier epoch end. */
  session_epoch: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}
