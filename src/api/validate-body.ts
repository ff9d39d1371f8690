import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';
import { ApiError } from './api-error';

function flatten(errors: ValidationError[], prefix = ''): Array<{ field: string; message: string }> {
  return errors.flatMap((e) => [
    ...Object.values(e.constraints ?? {}).map((message) => ({ field: prefix + e.property, message })),
    ...flatten(e.children ?? [], `${prefix}${e.property}.`),
  ]);
}

/** class-validator on a request body; every problem is reported as a 422 `validation_failed` detail. */
export function validateBody<T extends object>(dto: new () => T, body: unknown): T {
  const plain = body && typeof body === 'object' ? body : {};
  const instance = plainToInstance(dto, plain);
  const details = flatten(validateSync(instance, { forbidUnknownValues: false }));
  if (details.length) {
    throw new ApiError(422, 'validation_failed', details.map((d) => d.message).join('; '), details);
  }
  return instance;
}
