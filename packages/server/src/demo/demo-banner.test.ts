import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { demoBanner, writeDemoBanner } from './demo-banner.ts';

describe('the demo banner', () => {
  it('is drawn as a 1200 × 300 PNG small enough for a phone, at the address the banner block names', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookfront-banner-'));
    onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    const address = writeDemoBanner(dataDir, 'demo');

    expect(address).toBe(`/files/stores/demo/${demoBanner.file}`);
    const png = fs.readFileSync(path.join(dataDir, 'files', address.slice('/files/'.length)));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    // The IHDR chunk holds the width and height as big-endian 32-bit numbers.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 300]);
    expect(png.length).toBeLessThanOrEqual(60 * 1024);
  });
});
