import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from './connect';

/**
 * A consistent copy of an embedded database: PGlite dumps its data directory as a tarball. The server must
 * be stopped first (one process owns a PGlite directory).
 */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new Error(`${dataDir} is not a PGlite data directory`);
  const handle = await openDatabase({ dataDir });
  try {
    const dump = await handle.dump?.();
    if (!dump) throw new Error('PGlite could not dump its data directory');
    const bytes = Buffer.from(await dump.arrayBuffer());
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    fs.writeFileSync(`${file}.tmp`, bytes);
    fs.renameSync(`${file}.tmp`, file);
    return bytes.length;
  } finally {
    await handle.close();
  }
}

/** Restores a backup into a data directory, which must not exist or be empty (move the old one away first). */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0)
    throw new Error(`${dataDir} is not empty: move it away before restoring`);
  const handle = await openDatabase({ dataDir, loadDataDir: new Blob([fs.readFileSync(file)]) });
  await handle.close();
}
