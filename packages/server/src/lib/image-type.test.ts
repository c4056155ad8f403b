import { expect, it } from 'vitest';
import { imageTypeOf } from './image-type.ts';

it('recognises JPEG, PNG and WebP by their first bytes and nothing else', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]);
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
  const riffWave = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WAVEfmt ')]);

  expect([png, jpeg, webp, riffWave, Buffer.from('<svg/>'), Buffer.alloc(0)].map((head) => imageTypeOf(head))).toEqual([
    { contentType: 'image/png', extension: 'png' },
    { contentType: 'image/jpeg', extension: 'jpg' },
    { contentType: 'image/webp', extension: 'webp' },
    null,
    null,
    null,
  ]);
});
