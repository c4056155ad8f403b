import {
  actionSummaries,
  actionTable,
  commonFieldsSchema,
  failureCodesOf,
  failureSchema,
  uploadedFileSchema,
  type ActionDefinition,
} from '@bookfront/contract';
import { z } from 'zod';

const summaries: Record<string, string | undefined> = actionSummaries;

type JsonSchema = Record<string, unknown>;

/** zod's JSON Schema (2020-12, which OpenAPI 3.1 uses), with an upload's file as binary. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output', reused: 'inline' | 'ref' = 'inline'): JsonSchema {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    reused,
    // A coercion or check written in code has no JSON Schema form; the field is still listed.
    unrepresentable: 'any',
    override: (context) => {
      if (context.zodSchema !== uploadedFileSchema) return;
      for (const key of Object.keys(context.jsonSchema)) Reflect.deleteProperty(context.jsonSchema, key);
      Object.assign(context.jsonSchema, { type: 'string', format: 'binary' });
    },
  });
  return jsonSchema;
}

/** An action's payload with the common fields every action accepts. */
const payloadOf = (definition: ActionDefinition) => commonFieldsSchema.extend(definition.input.shape);

export const payloadSchemaOf = (definition: ActionDefinition) => jsonSchemaOf(payloadOf(definition), 'input');

export const answerSchemaOf = (definition: ActionDefinition) => jsonSchemaOf(definition.output, 'output');

/**
 * Every payload and answer in two conversions, so a schema many actions share (a title, the cart,
 * the session) is written once under components and referred to from each action.
 */
function sharedSchemas(definitions: Record<string, ActionDefinition>) {
  const convert = (io: 'input' | 'output', prefix: string) => {
    const shape = Object.fromEntries(
      Object.entries(definitions).map(([name, definition]) => [
        name,
        io === 'input' ? payloadOf(definition) : definition.output,
      ]),
    );
    const { properties, $defs } = jsonSchemaOf(z.object(shape), io, 'ref') as {
      properties: Record<string, JsonSchema>;
      $defs?: Record<string, JsonSchema>;
    };
    // zod names shared parts #/$defs/__schemaN; OpenAPI keeps them under #/components/schemas.
    const rename = (value: unknown): unknown =>
      JSON.parse(
        JSON.stringify(value).replace(
          /"#\/\$defs\/([^"]+)"/g,
          (_match, id: string) => `"#/components/schemas/${prefix}${id}"`,
        ),
      );
    return {
      byAction: rename(properties) as Record<string, JsonSchema>,
      components: Object.fromEntries(
        Object.entries($defs ?? {}).map(([id, schema]) => [`${prefix}${id}`, rename(schema)]),
      ),
    };
  };
  return { payloads: convert('input', 'Input'), answers: convert('output', 'Output') };
}

const failureResponse = {
  description:
    'A failure: `error` is safe to show a shopper, `fields` holds a message per wire field, `code` is stable (see x-failure-codes).',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
};

function operationOf(name: string, definition: ActionDefinition, schemas: { payload: JsonSchema; answer: JsonSchema }) {
  const group = name.split('/')[0] ?? name;
  const common = {
    operationId: name,
    summary: summaries[name],
    tags: [group],
    'x-access': definition.access,
    ...(definition.staffRoles ? { 'x-staff-roles': definition.staffRoles } : {}),
    'x-failure-codes': failureCodesOf(definition),
  };
  if (definition.download) {
    const payload = payloadSchemaOf(definition);
    const properties = (payload.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((payload.required ?? []) as string[]);
    return {
      get: {
        ...common,
        parameters: Object.entries(properties).map(([field, schema]) => ({
          name: field,
          in: 'query',
          required: required.has(field),
          schema,
        })),
        responses: {
          200: {
            description: 'The file.',
            content: { [definition.download]: { schema: { type: 'string', format: 'binary' } } },
          },
          default: failureResponse,
        },
      },
    };
  }
  const { payload, answer } = schemas;
  const mediaTypes = definition.upload
    ? ['multipart/form-data']
    : ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];
  return {
    post: {
      ...common,
      requestBody: {
        required: false,
        content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: payload }])),
      },
      responses: {
        200: { description: 'The answer.', content: { 'application/json': { schema: answer } } },
        default: failureResponse,
      },
    },
  };
}

/** The OpenAPI 3.1 description of every action in the contract's table, served at /api/openapi.json. */
export function openApiDocument() {
  const definitions: Record<string, ActionDefinition> = actionTable;
  const { payloads, answers } = sharedSchemas(definitions);
  const paths: Record<string, unknown> = {};
  for (const [name, definition] of Object.entries(definitions)) {
    const operation = operationOf(name, definition, {
      payload: payloads.byAction[name] ?? {},
      answer: answers.byAction[name] ?? {},
    });
    for (const url of [name, ...(definition.aliases ?? [])]) paths[`/${url}`] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bookfront storefront API',
      version: '1',
      description:
        'Every action is POST /api/<group>/<action> with a JSON, form or multipart body (downloads are GET). ' +
        'x-access says who may call: public (anyone, unless the store is a private site), customer (logged in), ' +
        'private-site-open (anyone, even on a private site), staff (a store console login in a role x-staff-roles names).',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas: { Failure: jsonSchemaOf(failureSchema, 'output'), ...payloads.components, ...answers.components },
    },
  };
}
