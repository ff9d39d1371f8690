import { SetMetadata } from '@nestjs/common';
import { AnswerSchema } from './answer-schema';
import { ERROR_SCHEMA } from './error.filter';
import type { JsonSchema, RequestSchema } from './request-schema';

export { AnswerSchema, answerSchema, objectOf } from './answer-schema';

/**
 * What the OpenAPI document says about a route, beside the route itself. Its parameters and request body come
 * from the same schema classes the route validates with (`path`, `query`, `body`); its answers (`responses`;
 * the 401/404/422/429 every API route shares are added unless given) name the `AnswerSchema`s written beside
 * the code that shapes each answer (the presenters).
 */
export interface RouteDoc {
  summary: string;
  path?: RequestSchema;
  query?: RequestSchema;
  body?: RequestSchema;
  responses: Record<string, unknown>;
  /** `[]`: no token needed (a signed download link). */
  security?: unknown[];
}

export const API_ROUTE_DOC = 'octavo:api-route-doc';

/** Documents a controller route; a route without one is missing from the document (and its test fails). */
export const ApiRoute = (doc: RouteDoc) => SetMetadata(API_ROUTE_DOC, doc);

type Schema = JsonSchema | AnswerSchema;

export const json = (schema: Schema, description = 'OK') => ({
  description,
  content: { 'application/json': { schema } },
});
export const errorAnswer = (description: string) => json(ERROR_SCHEMA, description);
export const answer = (description: string) => ({ description });
export const listOf = (items: Schema) => ({ type: 'array', items });
