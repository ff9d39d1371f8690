import { IsIn, IsOptional, IsString, Length } from 'class-validator';
import { DomainError } from '../domain/event-types';
import { ApiError } from './api-error';
import { Doc, jsonSchemaOf, validateRequest } from './request-schema';

class Example {
  @Doc({ description: 'owner/repo' })
  @IsString({ message: 'project is required' })
  @Length(1, 10, { message: 'project must be 1 to 10 characters' })
  project!: string;

  @Doc({ type: 'boolean', enum: undefined })
  @IsOptional()
  @IsIn([true, false, 'true', 'false'], { message: 'flag must be true or false' })
  flag?: boolean | string;

  @IsOptional()
  @IsString({ message: 'note must be text' })
  note?: string;
}

const refusal = (run: () => unknown): ApiError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('request schemas: one class validates a request and documents it', () => {
  it('is one JSON Schema object: validators give types and limits, @Doc the rest', () => {
    expect(jsonSchemaOf(Example)).toEqual({
      type: 'object',
      required: ['project'],
      properties: {
        project: { type: 'string', minLength: 1, maxLength: 10, description: 'owner/repo' },
        flag: { type: 'boolean' },
        note: { type: 'string' },
      },
    });
  });

  it('refuses with 422 validation_failed naming every field once, with how to fix it', () => {
    const refused = refusal(() => validateRequest(Example, { flag: 'maybe', note: 3 }));
    expect(refused.status).toBe(422);
    expect(refused.code).toBe('validation_failed');
    expect(refused.details).toEqual([
      { field: 'project', message: 'project is required' },
      { field: 'flag', message: 'flag must be true or false' },
      { field: 'note', message: 'note must be text' },
    ]);
    expect(validateRequest(Example, { project: 'ann/book', flag: 'true' })).toMatchObject({
      project: 'ann/book',
      flag: 'true',
    });
  });

  it('takes a JSON null as a field left out, for the schema and the parser alike', () => {
    const refused = refusal(() => validateRequest(Example, { project: null, note: null }));
    expect(refused.details).toEqual([{ field: 'project', message: 'project is required' }]);
    const valid = validateRequest(Example, { project: 'a/b', note: null, flag: null });
    expect(valid.note).toBeUndefined();
    expect(valid.flag).toBeUndefined();
    const seen: Array<Record<string, unknown>> = [];
    validateRequest(Example, { project: 'a/b', note: null }, (input) => seen.push(input));
    expect(seen).toEqual([{ project: 'a/b' }]);
  });

  it("reports the parser's findings on the fields the schema accepted, in the same answer", () => {
    const parse = () => {
      throw new DomainError('validation_failed', 'x', 422, [
        { field: 'project', message: 'parser on project' },
        { field: 'note', message: 'note: not a note' },
      ]);
    };
    const refused = refusal(() => validateRequest(Example, { project: 'a/b', note: 3 }, parse));
    expect(refused.details).toEqual([
      { field: 'note', message: 'note must be text' },
      { field: 'project', message: 'parser on project' },
    ]);
    expect(refused.message).toBe('note: note must be text; project: parser on project');
  });

  it("passes the parser's own answer through when the schema has nothing to say", () => {
    expect(validateRequest(Example, { project: 'a/b' }, (input) => `parsed ${String(input.project)}`)).toBe(
      'parsed a/b',
    );
    const ruled = new DomainError('validation_failed', 'branch: not valid', 422, []);
    expect(() =>
      validateRequest(Example, { project: 'a/b' }, () => {
        throw ruled;
      }),
    ).toThrow(ruled);
  });
});
