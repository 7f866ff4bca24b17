import type { ColumnType } from 'kysely';
import type { Timestamp } from './columns.ts';

export interface ConfigurationsTable {
  guid: string;
  product_id: string;
  /** numeric comes back as text from both engines. */
  width: ColumnType<string, number | string, number | string>;
  height: ColumnType<string, number | string, number | string>;
  /** JSON text: optionId -> choiceId. */
  choices: string;
  subtotal_cents: number;
  retail_cents: number;
  option_total_cents: number;
  is_valid: boolean;
  /** JSON text: the rule messages. */
  messages: string;
  /** The window it was configured for, as handed to the configurator (at most 10 characters). */
  window_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** The session and account that made it: they alone may change it until it is placed on a window. */
  owner_session_id: ColumnType<string | null, string | null | undefined, string | null>;
  owner_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Placed on a window: from then on only those who may change the designs holding it may change it. */
  is_placed: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
