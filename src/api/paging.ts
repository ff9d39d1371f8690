import { ApiError } from './api-error';

export function paging(params: Record<string, unknown>, maxPerPage = 100): { page: number; perPage: number } {
  const read = (name: string, fallback: number, max: number) => {
    const raw = params[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > max) {
      throw new ApiError(422, 'validation_failed', `${name} must be a whole number from 1 to ${max}`, [
        { field: name, message: `a whole number from 1 to ${max}` },
      ]);
    }
    return value;
  };
  return { page: read('page', 1, 1_000_000), perPage: read('per_page', 20, maxPerPage) };
}
