import { SetMetadata } from '@nestjs/common';
import type { JsonSchema, RequestSchema } from './request-schema';

/**
 * What the OpenAPI document says about a route, beside the route itself. Its parameters and request body come
 * from the same schema classes the route validates with (`path`, `query`, `body`); its answers are written
 * here by hand (`responses`; the 401/404/422/429 every API route shares are added unless given).
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

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: JsonSchema, description = 'OK') => ({
  description,
  content: { 'application/json': { schema } },
});
export const errorAnswer = (description: string) => json(ref('Error'), description);
export const answer = (description: string) => ({ description });
export const anObject = { type: 'object' };
export const listOf = (items: JsonSchema) => ({ type: 'array', items });
