import type { DocumentNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql';
import { badRequest } from '../../errors.ts';

/**
 * What one cart GraphQL call may ask for, checked before GraphQL validates or runs it: validating
 * and running cost grow with the query (20,000 aliases of one field ran 20,000 resolvers and held
 * the process for seconds), while the retailer's calls are a few hundred characters, no alias and
 * four levels. The limits leave room for that many times over, and for a GraphQL tool's schema
 * query in development.
 */
export const QUERY_CHARACTERS_MAX = 10_000;
export const QUERY_ALIASES_MAX = 20;
export const QUERY_FIELDS_MAX = 500;
export const QUERY_DEPTH_MAX = 6;

export const QUERY_NOT_TEXT = 'Send the GraphQL query as text in "query".';
export const QUERY_TOO_LONG = `The GraphQL query is too long: send at most ${QUERY_CHARACTERS_MAX} characters.`;
export const QUERY_NOT_GRAPHQL = 'The query must be GraphQL text.';
export const VARIABLES_NOT_OBJECT = '"variables" must be a JSON object.';
export const OPERATION_NAME_NOT_TEXT = '"operationName" must be text.';
export const TOO_MANY_ALIASES = `The GraphQL query uses too many aliases: at most ${QUERY_ALIASES_MAX}.`;
export const TOO_MANY_FIELDS = `The GraphQL query asks for too many fields: at most ${QUERY_FIELDS_MAX}.`;
export const TOO_DEEP = `The GraphQL query is nested too deeply: at most ${QUERY_DEPTH_MAX} levels.`;
export const INTROSPECTION_OFF = 'This server does not describe its GraphQL schema.';

/** Fields that describe the schema rather than the cart (`__typename` is not one: it is the answer's own). */
const isIntrospection = (name: string) => name === '__schema' || name === '__type';

/** The parts of a request GraphQL reads: query text, variables, operation name (a body, or a GET's query string). */
export function checkCartGraphqlRequest(request: unknown, variablesAsText: boolean): void {
  // A list is a batch: mercurius refuses it with its own words.
  if (request === null || typeof request !== 'object' || Array.isArray(request)) return;
  const { query, variables, operationName } = request as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '') throw badRequest(QUERY_NOT_TEXT);
  if (query.length > QUERY_CHARACTERS_MAX) throw badRequest(QUERY_TOO_LONG);
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw badRequest(OPERATION_NAME_NOT_TEXT);
  }
  if (variables === undefined || variables === null) return;
  // In a query string the variables are JSON text: text starting with `{` is an object or not JSON at all.
  const isObject = variablesAsText
    ? typeof variables === 'string' && /^\s*(\{|null\s*$)/.test(variables)
    : typeof variables === 'object' && !Array.isArray(variables);
  if (!isObject) throw badRequest(VARIABLES_NOT_OBJECT);
}

interface Cost {
  fields: number;
  aliases: number;
  /** Levels below the selection measured, introspection's excepted. */
  depth: number;
}

/**
 * Refuses a document that is too costly, or that is not GraphQL text at all: mercurius takes a query
 * that does not parse as JSON of a syntax tree, which a caller can shape at will (`"true"`, `"{}"`).
 * A parsed document's locations are class instances; JSON only makes plain objects.
 */
export function checkCartGraphqlDocument(document: DocumentNode, introspection: boolean): void {
  const location = (document as { loc?: unknown }).loc;
  if (typeof location !== 'object' || location === null || Object.getPrototypeOf(location) === Object.prototype) {
    throw badRequest(QUERY_NOT_GRAPHQL);
  }
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
  }
  const known = new Map<string, Cost>();
  const entered = new Set<string>();
  const total: Cost = { fields: 0, aliases: 0, depth: 0 };

  // Each fragment is measured once and counted at each spread, so a fragment spread ten times in a
  // fragment spread ten times counts a hundred times without being walked a hundred times.
  const measure = (selectionSet: SelectionSetNode, level: number): Cost => {
    const cost: Cost = { fields: 0, aliases: 0, depth: 0 };
    for (const selection of selectionSet.selections) {
      let inner: Cost | null = null;
      if (selection.kind === 'Field') {
        cost.fields += 1;
        if (selection.alias) cost.aliases += 1;
        const introspective = isIntrospection(selection.name.value);
        if (introspective && !introspection) throw badRequest(INTROSPECTION_OFF);
        if (selection.selectionSet) {
          // Below a schema field no level counts: a tool's schema query is a dozen levels of type references.
          const below = measure(selection.selectionSet, introspective ? Number.NEGATIVE_INFINITY : level + 1);
          inner = { ...below, depth: introspective ? 0 : below.depth + 1 };
        } else if (!introspective) {
          inner = { fields: 0, aliases: 0, depth: 1 };
        }
      } else if (selection.kind === 'InlineFragment') {
        inner = measure(selection.selectionSet, level);
      } else {
        inner = fragmentCost(selection.name.value, level);
      }
      if (inner) {
        cost.fields += inner.fields;
        cost.aliases += inner.aliases;
        cost.depth = Math.max(cost.depth, inner.depth);
      }
      // Checked as the walk goes, so a costly query is refused before it is walked through.
      if (cost.fields + total.fields > QUERY_FIELDS_MAX) throw badRequest(TOO_MANY_FIELDS);
      if (cost.aliases + total.aliases > QUERY_ALIASES_MAX) throw badRequest(TOO_MANY_ALIASES);
      if (level + cost.depth > QUERY_DEPTH_MAX) throw badRequest(TOO_DEEP);
    }
    return cost;
  };
  const fragmentCost = (name: string, level: number): Cost | null => {
    const cached = known.get(name);
    if (cached) return cached;
    const fragment = fragments.get(name);
    // An unknown fragment or a cycle: GraphQL's validation refuses it with its own words.
    if (!fragment || entered.has(name)) return null;
    entered.add(name);
    const cost = measure(fragment.selectionSet, level);
    known.set(name, cost);
    return cost;
  };

  for (const definition of document.definitions) {
    if (definition.kind !== 'OperationDefinition') continue;
    const cost = measure(definition.selectionSet, 0);
    total.fields += cost.fields;
    total.aliases += cost.aliases;
  }
}
