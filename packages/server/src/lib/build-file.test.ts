import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildFile } from './build-file.ts';

const directories: string[] = [];
function tempFile(content?: string) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'build-file-'));
  directories.push(directory);
  const file = path.join(directory, 'index.html');
  if (content !== undefined) fs.writeFileSync(file, content);
  return file;
}
afterEach(() => {
  for (const directory of directories.splice(0)) fs.rmSync(directory, { recursive: true, force: true });
});

describe('buildFile', () => {
  it('loads the file once while it is unchanged, however many callers ask at once', async () => {
    const file = tempFile('<p>one</p>');
    const load = vi.fn(async () => fs.promises.readFile(file, 'utf8'));
    const read = buildFile(file, load, { recheckMs: 0 });

    const answers = await Promise.all([read(), read(), read()]);
    await read();

    expect(answers.map((answer) => answer?.value)).toEqual(['<p>one</p>', '<p>one</p>', '<p>one</p>']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the file again once a build replaced it', async () => {
    const file = tempFile('<p>one</p>');
    const read = buildFile(file, async () => fs.promises.readFile(file, 'utf8'), { recheckMs: 0 });
    await read();

    fs.writeFileSync(file, '<p>two</p>');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));

    expect((await read())?.value).toBe('<p>two</p>');
  });

  it('does not look at the file again before recheckMs has passed', async () => {
    const file = tempFile('<p>one</p>');
    const stat = vi.spyOn(fs.promises, 'stat');
    const read = buildFile(file, async () => 'loaded', { recheckMs: 60_000 });

    await read();
    await read();

    expect(stat.mock.calls.filter(([statted]) => statted === file)).toHaveLength(1);
    stat.mockRestore();
  });

  it('gives null while the file does not exist, and tries a failed load again', async () => {
    const file = tempFile();
    const load = vi.fn().mockRejectedValueOnce(new Error('half written')).mockResolvedValue('whole');
    const read = buildFile(file, load, { recheckMs: 0 });

    expect(await read()).toBeNull();
    fs.writeFileSync(file, 'x');
    await expect(read()).rejects.toThrow('half written');
    expect((await read())?.value).toBe('whole');
  });
});
