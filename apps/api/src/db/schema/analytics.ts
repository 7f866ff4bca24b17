import type { ColumnType } from 'kysely';
import type { Timestamp } from './columns.ts';

export interface AnalyticsEventsTable {
  id: string;
  name: string;
  payload: ColumnType<unknown, string, string>;
  session_id: string;
  site_id: number;
  authentication_status: string;
  occurred_at: Timestamp;
  received_at: Timestamp;
}
