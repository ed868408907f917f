import { open, readFile, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { MOCK_DB_VERSION } from '../core/db';

/**
 * The standalone server's data file (`--data-file`): the snapshot the mock console exports
 * (`{"version": 3, "data": {…}}`), with the day its dates are anchored at (`anchor`), which the
 * console ignores. Either loads in the other.
 */

/** Why a data file cannot be started from: the message names the file and the problem. */
export class DataFileError extends Error {
  constructor(path: string, problem: string) {
    super(`Cannot start from the data file ${path}: ${problem}. The file was left as it is.`);
    this.name = 'DataFileError';
  }
}

export interface DataFileContent {
  /** The snapshot as read (`version` and `data`), for `restoreDb` to check row by row. */
  snapshot: { version: number; data: unknown };
  /** The instant its dates are anchored at, when the server wrote it (a console export has none). */
  anchor: string | null;
}

/**
 * The data file's snapshot, or null when there is no file (the server then seeds and writes one).
 * A file that cannot be read, is not JSON, or is not a snapshot of this data version throws a
 * `DataFileError`; the rows themselves are checked by the restore.
 */
export async function readDataFile(path: string): Promise<DataFileContent | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    throw new DataFileError(path, `it cannot be read (${code ?? String(error)})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DataFileError(path, 'it is not JSON (damaged or cut short)');
  }
  if (!parsed || typeof parsed !== 'object' || !('version' in parsed) || !('data' in parsed))
    throw new DataFileError(
      path,
      'it is not Vinotheca mock data (expected a snapshot the mock console exports, {"version": 3, "data": {…}})',
    );
  const { version, data } = parsed as { version: unknown; data: unknown };
  if (version !== MOCK_DB_VERSION)
    throw new DataFileError(
      path,
      `it holds data version ${JSON.stringify(version)}; this server reads version ${MOCK_DB_VERSION}`,
    );
  const anchor = 'anchor' in parsed && typeof parsed.anchor === 'string' ? parsed.anchor : null;
  return { snapshot: { version, data }, anchor: anchor && !Number.isNaN(Date.parse(anchor)) ? anchor : null };
}

/**
 * Writes the file whole or not at all: a temporary file in the same directory, flushed to disk,
 * then renamed over the data file (a rename within a directory is atomic), and the directory
 * flushed so the rename lasts. A `kill -9` at any moment leaves the previous file or the new one.
 */
export async function writeDataFile(path: string, text: string): Promise<void> {
  const directory = dirname(path);
  const temporary = join(directory, `.${basename(path)}.tmp`);
  const file = await open(temporary, 'w', 0o600);
  try {
    await file.writeFile(text);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temporary, path);
  try {
    const folder = await open(directory, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  } catch {
    // Some file systems cannot flush a directory; the rename is still atomic there.
  }
}
