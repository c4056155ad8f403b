import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it, onTestFinished } from 'vitest';
import { demoBanner, writeDemoBanner } from './demo-banner.ts';

describe('the demo banner', () => {
  it('is written as a 1200 × 300 SVG small enough for a phone, at the address the banner block names', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookfront-banner-'));
    onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    const address = writeDemoBanner(dataDir, 'demo');

    expect(address).toBe(`/files/stores/demo/${demoBanner.file}`);
    const svg = fs.readFileSync(path.join(dataDir, 'files', address.slice('/files/'.length)));
    expect(address).toMatch(/\.svg$/);
    expect(svg.toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="300" /);
    // No script or outside reference: the picture is only shapes.
    expect(svg.toString('utf8')).not.toMatch(/<script|href=|url\((?!#)/i);
    expect(gzipSync(svg).length).toBeLessThanOrEqual(8 * 1024);
  });
});
