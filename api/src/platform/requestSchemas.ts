/**
 * The request schemas of @tekvana/contracts as the API validates them: each zod schema is turned into JSON Schema
 * once, when its route module loads, and Fastify's own validator (ajv, with the options in server.ts) checks
 * requests against it as it checked the hand-written schemas before, so every answer and message stays the same
 * (errors.ts words them by ajv's keywords). Routes get the body's type from the same schema through
 * RequestTypeProvider, so no handler casts what it was given.
 *
 * Why a provider of our own and not fastify-type-provider-zod: its ZodTypeProvider types routes whose schema is the
 * zod schema itself (it would accept zod/mini's, typed by zod/v4/core), and validates them with zod through its
 * validatorCompiler, which would change every message; keeping ajv would mean installing our own compiler beside it
 * anyway. It also requires @fastify/swagger and openapi-types as peers, which npm would install into the API for a
 * type of four lines. Here the route holds the JSON Schema ajv compiles, and the type rides along with it.
 */

import type { FastifyTypeProvider } from 'fastify';
import * as z from '@tekvana/contracts/schema';

/**
 * Fastify's validator options (its `ajv` option): on Fastify's defaults (unknown fields of an object with
 * `additionalProperties: false` removed, one error at a time), wrong types are refused, not silently coerced (a
 * number where a name belongs is a client bug), and a type may be a list (`type: ['string', 'array']`).
 */
export const VALIDATOR_OPTIONS = { customOptions: { coerceTypes: false, allowUnionTypes: true } } as const;

declare const outputType: unique symbol;

/** A JSON Schema that carries, as a type only, what passes it: the output type of the zod schema it came from. */
export type RequestJsonSchema<Output> = Readonly<Record<string, unknown>> & { readonly [outputType]?: Output };

/**
 * Types `request.body`, `request.query` and `request.params` from a RequestJsonSchema given as the route's schema
 * (Fastify's type providers: https://fastify.dev/docs/latest/Reference/Type-Providers/). Use it with
 * `app.withTypeProvider<RequestTypeProvider>()`.
 */
export interface RequestTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends RequestJsonSchema<infer Output> ? Output : unknown;
  serializer: unknown;
}

type JsonSchema = Record<string, unknown>;

/** Keywords JSON Schema applies to values of one type only: a union of types can state them side by side. */
const TYPE_KEYWORDS: Record<string, readonly string[]> = {
  string: ['minLength', 'maxLength', 'pattern', 'format'],
  array: ['items', 'minItems', 'maxItems', 'uniqueItems'],
};

const isTypeKeyword = (type: unknown, keyword: string) =>
  typeof type === 'string' && (TYPE_KEYWORDS[type]?.includes(keyword) ?? false);

const isSchemaList = (value: unknown): value is JsonSchema[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null);

/**
 * `anyOf: [{ type: 'string', … }, { type: 'array', … }]` as one schema, `type: ['string', 'array']` with both
 * branches' keywords, when each branch is one type of its own with keywords only that type knows: the same values
 * pass, and ajv answers a failing keyword ("to must be a valid e-mail address") instead of "must match a schema in
 * anyOf". Anything else is left as zod wrote it.
 */
function mergeTypeUnion(json: JsonSchema): void {
  const branches = json.anyOf;
  if (!isSchemaList(branches) || Object.keys(json).length !== 1) return;
  const types = branches.map((branch) => branch.type);
  if (new Set(types).size !== types.length) return;
  const mergeable = branches.every((branch) =>
    Object.keys(branch).every((keyword) => keyword === 'type' || isTypeKeyword(branch.type, keyword)),
  );
  if (!mergeable) return;
  delete json.anyOf;
  Object.assign(json, ...branches.map(({ type: _type, ...keywords }) => keywords), { type: types });
}

/**
 * Where zod's JSON Schema says more than the API's validator needs, or says it so the answers would change:
 * - `format: 'email'` with zod's own `pattern` beside it: ajv checks the format itself (the contract's expression is
 *   ajv's, EMAIL_ADDRESS), and a second pattern would answer "must match pattern …" for an address;
 * - unions of a string and a list (mergeTypeUnion);
 * - `additionalProperties: {}`, an open object (the route parameters), which is the keyword's default.
 */
function asTheApiValidates({ jsonSchema }: { jsonSchema: JsonSchema }): void {
  // First, so a string branch merged into its union loses zod's e-mail pattern too.
  mergeTypeUnion(jsonSchema);
  if (jsonSchema.format === 'email') delete jsonSchema.pattern;
  const extra = jsonSchema.additionalProperties;
  if (typeof extra === 'object' && extra !== null && Object.keys(extra).length === 0)
    delete jsonSchema.additionalProperties;
}

/**
 * The JSON Schema the API validates with, from a contract's zod schema: what the schema outputs (objects drop
 * unknown fields: `additionalProperties: false`, which Fastify's ajv removes rather than refuses), without
 * `$schema` (ajv's default draft), and shaped by asTheApiValidates.
 */
export function requestSchema<Schema extends z.core.$ZodType>(schema: Schema): RequestJsonSchema<z.output<Schema>> {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, {
    target: 'draft-07',
    io: 'output',
    unrepresentable: 'throw',
    override: asTheApiValidates,
  });
  return json;
}
