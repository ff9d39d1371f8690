import type { JsonSchema } from './request-schema';

/**
 * The JSON Schema of one kind of answer, named: the OpenAPI document lists it once under
 * `components.schemas.<name>` and refers to it wherever a route answers with it (or a schema holds it, like
 * a build's format statuses). Written beside the code that shapes the answer, so the two change together;
 * test/openapi-answers.e2e.spec.ts checks real answers against it.
 */
export class AnswerSchema {
  constructor(
    readonly name: string,
    readonly schema: JsonSchema,
  ) {}
}

export const answerSchema = (name: string, schema: JsonSchema) => new AnswerSchema(name, schema);

type Schema = JsonSchema | AnswerSchema;

/** `{type: 'object', required: [every property but those named optional], properties}`. */
export const objectOf = (properties: Record<string, Schema>, optional: string[] = []): JsonSchema => ({
  type: 'object',
  required: Object.keys(properties).filter((name) => !optional.includes(name)),
  properties,
});
