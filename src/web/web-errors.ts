import { HttpException } from '@nestjs/common';
import { GitError } from '../../git';
import { ApiError } from '../api/api-error';
import { formPartsError } from '../api/form-limits';
import { insufficientStorage, isDiskFull } from '../core/storage-errors';
import { DomainError } from '../domain/event-types';

export interface Rejection {
  status: number;
  message: string;
  /** Per-field messages, keyed by form field name. */
  fields: Record<string, string>;
}

const GIT_STATUS: Record<string, number> = {
  stale_base_commit: 409,
  concurrent_update: 409,
  nothing_to_commit: 422,
  invalid_file_path: 422,
  invalid_branch_name: 422,
  invalid_repository_name: 422,
  branch_name_conflict: 422,
  repository_not_found: 404,
  revision_not_found: 422,
};

/** A short explanation for each status a form can end in, for the page title. */
export const STATUS_TITLES: Record<number, string> = {
  400: 'That request could not be read',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Someone else changed this first',
  410: 'Gone',
  413: 'Too large',
  422: 'Please check the form',
  429: 'Too many attempts',
  500: 'Something went wrong',
  507: 'The server is out of space',
};

/**
 * What the author should read for an error a command raised, or null for unexpected errors (which the web
 * filter logs and shows as a generic 500).
 */
export function rejectionOf(error: unknown): Rejection | null {
  if (!(error instanceof DomainError) && isDiskFull(error)) {
    const full = insufficientStorage();
    return { status: full.status, message: full.message, fields: {} };
  }
  if (error instanceof DomainError || error instanceof ApiError) {
    const fields: Record<string, string> = {};
    for (const detail of (error.details ?? []) as Array<{ field?: unknown; message?: unknown }>) {
      if (typeof detail?.field === 'string' && typeof detail.message === 'string') {
        fields[detail.field] = fields[detail.field]
          ? `${fields[detail.field]}; ${detail.message}`
          : detail.message;
      }
    }
    return { status: error.status, message: error.message, fields };
  }
  if (error instanceof GitError) {
    const status = GIT_STATUS[error.code];
    return status ? { status, message: error.message, fields: {} } : null;
  }
  const tooManyParts = formPartsError(error);
  if (tooManyParts) return { status: tooManyParts.status, message: tooManyParts.message, fields: {} };
  if (error instanceof HttpException && error.getStatus() < 500) {
    return { status: error.getStatus(), message: error.message, fields: {} };
  }
  return null;
}

/** A rejection raised by the web layer itself, with the same shape a command's would have. */
export function reject(status: number, message: string, fields: Record<string, string> = {}): ApiError {
  return new ApiError(
    status,
    'rejected',
    message,
    Object.entries(fields).map(([field, text]) => ({ field, message: text })),
  );
}
