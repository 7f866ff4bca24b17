import { CompiledQuery, type OperationNode } from 'kysely';

/**
 * Most edits (a rename, a quantity, a measurement and its audit line) write one or two rows. Sent
 * with the version statement as one statement (a WITH of data-modifying parts), the edit costs one
 * round trip to the database instead of BEGIN, the version statement, its writes and COMMIT. One
 * statement is one transaction: it all lands, or none of it.
 *
 * Parts of one statement do not see each other's rows and must not touch the same row twice, so
 * only writes that cannot collide ride along: updates of rooms, windows, attributes and
 * configurations (never the design row the version statement updates) and inserts of audit lines.
 * Anything else (rooms or windows added or removed, attributes replaced) takes the transaction.
 */
const MAX_PARTS = 16;

function tableOf(node: OperationNode | undefined): string | undefined {
  const table = node as { kind?: string; table?: { identifier?: { name?: string } } } | undefined;
  return table?.kind === 'TableNode' ? table.table?.identifier?.name : undefined;
}

export function fitsOneStatement(writes: readonly CompiledQuery[]): boolean {
  if (writes.length > MAX_PARTS) return false;
  return writes.every(({ query }) => {
    if (query.kind === 'UpdateQueryNode') {
      const table = tableOf(query.table);
      return table !== undefined && table !== 'designs' && query.from === undefined;
    }
    if (query.kind === 'InsertQueryNode') return tableOf(query.into) === 'attribute_changes';
    return false;
  });
}

/** Postgres placeholders `$1…$n` moved up by `offset`, so several statements' parameters fit one list. */
function shifted(sqlText: string, offset: number): string {
  return offset === 0 ? sqlText : sqlText.replace(/\$(\d+)/g, (_, index: string) => `$${Number(index) + offset}`);
}

/** The guard's column in the answer (not a column of the design). */
export const GUARD = 'bump_guard';

/** SQLSTATE of the division by zero the statement raises when the version statement matched no row. */
export const NOT_BUMPED = '22012';

/**
 * The version statement (an UPDATE … RETURNING) and the writes as one statement. It answers the
 * version statement's row; when that matched nothing (another process wrote first, or the owner or
 * lock changed), it fails with NOT_BUMPED, so none of the writes lands either.
 */
export function oneStatement(bump: CompiledQuery, writes: readonly CompiledQuery[]): CompiledQuery {
  const parameters: unknown[] = [...bump.parameters];
  const parts = [`"bumped" as (${bump.sql})`];
  writes.forEach((write, index) => {
    parts.push(`"w${index}" as (${shifted(write.sql, parameters.length)})`);
    parameters.push(...write.parameters);
  });
  return CompiledQuery.raw(
    // The guard is in the answer on purpose: a column nobody reads is never computed.
    `with ${parts.join(', ')} select "bumped".*, "guard"."ok" as "${GUARD}" from (select 1 / count(*) as "ok" from "bumped") as "guard" left join "bumped" on true`,
    parameters,
  );
}

export function isNotBumped(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === NOT_BUMPED;
}
