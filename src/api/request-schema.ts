import 'reflect-metadata';
import { getMetadataStorage, validateSync, ValidationError } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { DomainError } from '../domain/event-types';
import { ApiError } from './api-error';

/**
 * A request's schema is one class-validator class (src/api/dto.ts): the route validates with it, and the
 * OpenAPI document (src/docs/openapi-document.ts) turns the same class into the route's parameters and
 * request body. `@Doc` adds what only a reader needs (description, examples) or a JSON Schema type the
 * validators cannot say (a field a form sends as "true" but the document calls a boolean).
 */
export type JsonSchema = Record<string, unknown>;
export type Detail = { field: string; message: string };
export type RequestSchema = new () => object;

const DOC_KEY = Symbol('octavo:request-doc');

export function Doc(schema: JsonSchema): PropertyDecorator {
  return (target, property) => {
    // A copy: a subclass adds to what it inherits without changing its parent's fields.
    const docs = new Map((Reflect.getMetadata(DOC_KEY, target.constructor) as Map<string, JsonSchema>) ?? []);
    docs.set(String(property), { ...docs.get(String(property)), ...schema });
    Reflect.defineMetadata(DOC_KEY, docs, target.constructor);
  };
}

interface FieldSchema {
  schema: JsonSchema;
  required: boolean;
}

/** The class's properties, in declaration order, as JSON Schema. */
export function fieldsOf(dto: RequestSchema): Map<string, FieldSchema> {
  const fields = new Map<string, FieldSchema>();
  const field = (name: string) => {
    if (!fields.has(name)) fields.set(name, { schema: {}, required: true });
    return fields.get(name)!;
  };
  const docs =
    (Reflect.getMetadata(DOC_KEY, dto) as Map<string, JsonSchema>) ?? new Map<string, JsonSchema>();
  for (const rule of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
    const { schema } = field(rule.propertyName);
    const constraints = (rule.constraints ?? []) as unknown[];
    switch (rule.name ?? rule.type) {
      case 'isOptional':
      case 'conditionalValidation':
        field(rule.propertyName).required = false;
        break;
      case 'isString':
        schema.type = 'string';
        break;
      case 'isBoolean':
        schema.type = 'boolean';
        break;
      case 'isInt':
        schema.type = 'integer';
        break;
      case 'isIn':
        schema.enum = constraints[0];
        break;
      case 'isLength':
        schema.type ??= 'string';
        schema.minLength = constraints[0];
        if (constraints[1] !== undefined) schema.maxLength = constraints[1];
        break;
      case 'maxLength':
        schema.type ??= 'string';
        schema.maxLength = constraints[0];
        break;
      case 'matches':
        schema.type ??= 'string';
        schema.pattern = (constraints[0] as RegExp).source;
        break;
    }
  }
  for (const [name, doc] of docs) {
    const { schema } = field(name);
    // `undefined` in a @Doc takes back what a validator said (an enum of "true"/"false" a form sends).
    for (const [key, value] of Object.entries(doc)) {
      if (value === undefined) delete schema[key];
      else schema[key] = value;
    }
  }
  return fields;
}

/** The class as one JSON Schema object (a request body). */
export function jsonSchemaOf(dto: RequestSchema): JsonSchema {
  const fields = fieldsOf(dto);
  const required = [...fields].filter(([, f]) => f.required).map(([name]) => name);
  return {
    type: 'object',
    ...(required.length ? { required } : {}),
    properties: Object.fromEntries([...fields].map(([name, f]) => [name, f.schema])),
  };
}

/**
 * One detail per field: the message of its first decorator (class-validator lists a property's rules bottom
 * up), so a missing name says "name is required", not that too and "must be 1 to 100 characters".
 */
function flatten(errors: ValidationError[], prefix = ''): Detail[] {
  return errors.flatMap((e) => {
    const messages = Object.values(e.constraints ?? {});
    return [
      ...(messages.length ? [{ field: prefix + e.property, message: messages[messages.length - 1] }] : []),
      ...flatten(e.children ?? [], `${prefix}${e.property}.`),
    ];
  });
}

/** Every field of `input` that breaks the schema, with what to do about it. */
export function problemsIn(dto: RequestSchema, input: unknown): Detail[] {
  const plain = input && typeof input === 'object' ? input : {};
  return flatten(validateSync(plainToInstance(dto, plain), { forbidUnknownValues: false }));
}

/**
 * Checks `input` against its schema and, when given, the parser holding the rules a schema cannot say (a
 * branch name git accepts, a webhook address that is public). Both run, so one answer names every field that
 * is wrong; a field the schema refuses is reported once, with the schema's message. Any problem is a 422
 * `validation_failed` listing them all in `details`.
 */
export function validateRequest<T extends object>(dto: new () => T, input: unknown): T;
export function validateRequest<T extends object, P>(
  dto: new () => T,
  input: unknown,
  parse: (input: Record<string, unknown>) => P,
): P;
export function validateRequest<T extends object, P>(
  dto: new () => T,
  input: unknown,
  parse?: (input: Record<string, unknown>) => P,
): T | P {
  const plain = withoutNulls(input);
  const shape = problemsIn(dto, plain);
  if (!parse) {
    if (shape.length) throw validationFailed(shape, shape.map((d) => d.message).join('; '));
    return plainToInstance(dto, plain);
  }
  let parsed: P | undefined;
  let failure: { error: unknown } | undefined;
  try {
    parsed = parse(plain);
  } catch (error) {
    failure = { error };
  }
  if (!shape.length) {
    if (failure) throw failure.error;
    return parsed as P;
  }
  const refused = new Set(shape.map((d) => d.field));
  const ruled =
    failure?.error instanceof DomainError && failure.error.code === 'validation_failed'
      ? ((failure.error.details ?? []) as Detail[]).filter((d) => !refused.has(d.field))
      : [];
  if (!ruled.length) throw validationFailed(shape, shape.map((d) => d.message).join('; '));
  const details = [...shape, ...ruled];
  throw validationFailed(details, details.map((d) => `${d.field}: ${d.message}`).join('; '));
}

/**
 * JSON `null` for a field is the same as leaving it out: class-validator's `@IsOptional` lets null through, and
 * a handler that then asks `!== undefined` would act on a null it never typed for.
 */
function withoutNulls(input: unknown): Record<string, unknown> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {};
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
}

function validationFailed(details: Detail[], message: string): ApiError {
  return new ApiError(422, 'validation_failed', message, details);
}
