import fs from 'node:fs';

/** A file's content as loaded, and the modification time it was loaded at. */
export type LoadedBuildFile<T> = { mtimeMs: number; value: T };

/**
 * A file the web build writes (index.html, its preloads, the server entry), loaded again only when
 * a build replaced it. The file is looked at (one `stat`) at most once every `recheckMs`, not on
 * every page request; callers arriving while it is looked at or loaded share that one look. Gives
 * null while the file does not exist; a load that fails is tried again at the next look.
 */
export function buildFile<T>(
  file: string,
  load: (mtimeMs: number) => Promise<T>,
  { recheckMs = 1000 }: { recheckMs?: number } = {},
): () => Promise<LoadedBuildFile<T> | null> {
  let latest: Promise<LoadedBuildFile<T> | null> = Promise.resolve(null);
  let lookedAt = -Infinity;

  const look = async (previous: Promise<LoadedBuildFile<T> | null>) => {
    const loaded = await previous.catch(() => null);
    const mtimeMs = await fs.promises.stat(file).then(
      (stats) => stats.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return null;
    if (loaded?.mtimeMs === mtimeMs) return loaded;
    return { mtimeMs, value: await load(mtimeMs) };
  };

  return () => {
    const now = performance.now();
    if (now - lookedAt >= recheckMs) {
      lookedAt = now;
      latest = look(latest);
    }
    return latest;
  };
}
