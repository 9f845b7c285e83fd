import fc from 'fast-check';

/** The part of JSON Schema (as the OpenAPI document states a route's body and query) read here. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
  $ref?: string;
}

/** Strings a field may hold that code often mishandles: empty, huge, control and bidi characters, markup, SQL, numbers as text. */
const awkwardString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e',
    '💥',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '=1+1',
    '9'.repeat(400),
    '-1',
    '2147483648',
    '99999999999999999999',
    'NaN',
    '1e308',
    '__proto__',
    'a@b.c',
    'someone@example.com',
    '2026-02-30',
    '1970-01-01T00:00:00Z',
    '0.001',
    '-0.00',
    '100000000000000.00',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

const awkwardNumber = (schema: JsonSchema) =>
  fc.oneof(
    fc.constantFrom(0, -1, 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308, -1e308, 0.5, -0.0),
    ...(schema.minimum !== undefined ? [fc.constant(schema.minimum), fc.constant(schema.minimum - 1)] : []),
    ...(schema.maximum !== undefined ? [fc.constant(schema.maximum), fc.constant(schema.maximum + 1)] : []),
    fc.integer(),
  );

/**
 * Values shaped like `schema` (the right fields and types, so they get past the first checks) with
 * awkward contents, and now and then a value of the wrong type or a field too many.
 */
export function arbitraryFromSchema(schema: JsonSchema, resolve: (ref: string) => JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryFromSchema(resolve(schema.$ref), resolve, depth);
  if (depth > 6) return fc.constant(null);
  const inner = (s: JsonSchema) => arbitraryFromSchema(s, resolve, depth + 1);
  const shaped = (): fc.Arbitrary<unknown> => {
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const options = schema.anyOf ?? schema.oneOf;
    if (options?.length) return fc.oneof(...options.map(inner));
    if (schema.allOf?.length) return inner(schema.allOf[0]);
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    switch (type) {
      case 'object': {
        const properties = schema.properties ?? {};
        const required = new Set(schema.required ?? []);
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [name, property] of Object.entries(properties)) model[name] = inner(property);
        return fc.record(model, { requiredKeys: [...required].filter((name) => name in properties) });
      }
      case 'array':
        return fc.array(schema.items ? inner(schema.items) : fc.anything({ maxDepth: 1 }), { maxLength: 5 });
      case 'string':
        return awkwardString;
      case 'integer':
      case 'number':
        return awkwardNumber(schema);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return fc.anything({ maxDepth: 2 });
    }
  };
  return fc.oneof({ weight: 8, arbitrary: shaped() }, { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) });
}
