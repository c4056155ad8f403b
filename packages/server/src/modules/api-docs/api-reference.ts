import { actionSummaries, actionTablesByDomain, failureCodesOf, type ActionDefinition } from '@bookfront/contract';
import { answerSchemaOf, payloadSchemaOf } from './openapi.ts';

const summaries: Record<string, string | undefined> = actionSummaries;

type JsonSchema = { [key: string]: unknown };

const accessRule: Record<ActionDefinition['access'], string> = {
  public: 'anyone, guests included (a private site needs a login)',
  customer: 'a logged-in customer',
  'private-site-open': 'anyone, even a guest on a private site',
  staff: 'a staff member logged in to the store console, in one of the roles named',
};

const commonFields = new Set(['uuid', 'session_id', 'log_url', 'store_id']);

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null;

/** A field's type in a few words: `string (1–80)`, `"cell" \| "home"`, `array of object`. */
function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' \\| ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants)) return variants.filter(isSchema).map(typeOf).join(' or ');
  if (schema.format === 'binary') return 'file';
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : String(schema.type ?? 'any');
  if (type === 'array') return `array of ${isSchema(schema.items) ? typeOf(schema.items) : 'any'}`;
  const min = schema.minLength ?? schema.minimum;
  const max = schema.maxLength ?? schema.maximum;
  if (min !== undefined && max !== undefined) return `${type} (${String(min)}–${String(max)})`;
  if (max !== undefined) return `${type} (≤ ${String(max)})`;
  if (min !== undefined) return `${type} (≥ ${String(min)})`;
  return type;
}

/** The top-level fields of an object schema as `name` (type), required ones marked. */
function fieldsOf(schema: JsonSchema, skip: ReadonlySet<string> = new Set()): string {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const fields = Object.entries(properties)
    .filter(([name]) => !skip.has(name))
    .map(([name, field]) => `\`${name}\`${required.has(name) ? '' : '?'} ${isSchema(field) ? typeOf(field) : ''}`);
  return fields.length > 0 ? fields.join(', ') : typeOf(schema) === 'object' ? 'none' : typeOf(schema);
}

function actionSection(name: string, definition: ActionDefinition): string {
  const method = definition.download ? 'GET' : 'POST';
  const lines = [
    `### \`${name}\``,
    '',
    summaries[name],
    '',
    `- **Call:** \`${method} /api/${name}\`${definition.upload ? ' as multipart/form-data' : ''}${
      definition.aliases ? ` (also \`/api/${definition.aliases.join('`, `/api/')}\`)` : ''
    }`,
    `- **Access:** ${accessRule[definition.access]}${definition.staffRoles ? ` (${definition.staffRoles.join(', ')})` : ''}`,
    `- **Input:** ${fieldsOf(payloadSchemaOf(definition), commonFields)}${definition.strictInput ? ' — no other field is accepted' : ''}`,
    `- **Output:** ${definition.download ? `a file (${definition.download})` : fieldsOf(answerSchemaOf(definition))}`,
    `- **Failures:** ${failureCodesOf(definition)
      .map((code) => `\`${code}\``)
      .join(', ')}`,
  ];
  return lines.join('\n');
}

/** docs/api/README.md: every action of the contract's table, by domain, generated from the table. */
export function apiReferenceMarkdown(): string {
  const sections = Object.entries(actionTablesByDomain).map(([domain, table]) => {
    const actions: Record<string, ActionDefinition> = table;
    return [
      `## ${domain}`,
      ...Object.entries(actions).map(([name, definition]) => actionSection(name, definition)),
    ].join('\n\n');
  });
  return [
    '# API reference',
    '',
    'Generated from the action table in `packages/contract/src` by `npm run docs:api`; do not edit by hand.',
    'The same table gives the OpenAPI 3.1 document [openapi.json](openapi.json), also served at `/api/openapi.json`.',
    '',
    'Every action takes the common fields `uuid` (the request id; the idempotency key of checkout/submit),',
    '`session_id`, `log_url` and `store_id` beside its input. A failure answers `{error, fields?, code?}` with a',
    'fitting status (docs/architecture.md#api-protocol). A field marked `?` is optional.',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
}
