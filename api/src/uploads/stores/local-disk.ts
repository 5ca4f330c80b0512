// Images on the local disk, under UPLOAD_DIR (the default backend, ADR 317): enough for one instance, or for
// several that mount one shared folder.
import { mkdirSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageBackend } from './backend.js';

export function localDiskBackend(dir: string): ImageBackend {
  mkdirSync(dir, { recursive: true });
  return {
    async put(name, data) {
      const path = join(dir, name);
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, path);
    },
    async get(name) {
      try {
        return await readFile(join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(name) {
      await rm(join(dir, name), { force: true });
    },
  };
}
