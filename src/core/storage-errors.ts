import { GitCommandFailed } from '../../git';
import { ApiError } from '../api/api-error';

/** SQLite's "database or disk is full" (SQLITE_FULL); node:sqlite reports it as `errcode` 13. */
const SQLITE_FULL = 13;

/**
 * True when `error` says the disk is full, whichever layer hit it: the file system (ENOSPC, EDQUOT), SQLite
 * (SQLITE_FULL) or git (its message, since git reports through stderr and an exit code).
 */
export function isDiskFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  if (code === 'ENOSPC' || code === 'EDQUOT') return true;
  if (errcode === SQLITE_FULL) return true;
  if (code === 'ERR_SQLITE_ERROR' && typeof message === 'string' && /disk is full/i.test(message))
    return true;
  if (error instanceof GitCommandFailed && /No space left on device|Disk quota exceeded/i.test(error.stderr))
    return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isDiskFull(cause);
}

/** 507: what any write answers when the disk is full (nothing was saved). */
export function insufficientStorage(): ApiError {
  return new ApiError(
    507,
    'insufficient_storage',
    "the server's disk is full, so nothing was saved; try again later, and tell the administrator",
  );
}
