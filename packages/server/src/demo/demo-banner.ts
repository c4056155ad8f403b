import fs from 'node:fs';
import path from 'node:path';

/** The demo home page's banner: its address under /files and its size (the banner block draws 4:1). */
export const demoBanner = {
  file: 'winter-reading.svg',
  width: 1200,
  height: 300,
} as const;

/** A fixed sequence of numbers in [0, 1), so the picture is the same on every load. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const spineColours = [
  '#b23a48',
  '#f2e8cf',
  '#6a994e',
  '#386641',
  '#e9c46a',
  '#2a9d8f',
  '#bc6c25',
  '#264653',
  '#7b4b94',
];

/** One shelf of book spines from x to x + width, standing on y. */
function shelf(random: () => number, x: number, y: number, width: number): string {
  const books: string[] = [];
  let left = x;
  while (left < x + width - 14) {
    const spine = Math.min(10 + Math.floor(random() * 14), x + width - left);
    const height = 46 + Math.floor(random() * 24);
    const colour = spineColours[Math.floor(random() * spineColours.length)] ?? '#b23a48';
    // Now and then a book leans on its neighbour.
    const lean = random() < 0.08 ? ` transform="rotate(-8 ${left + spine} ${y})"` : '';
    books.push(
      `<rect x="${left}" y="${y - height}" width="${spine - 2}" height="${height}" rx="1.5" fill="${colour}"${lean}/>`,
      `<rect x="${left + 2}" y="${y - height + 8}" width="${Math.max(spine - 6, 2)}" height="3" fill="#fff" opacity="0.35"/>`,
    );
    left += spine;
  }
  return books.join('');
}

/** The picture as SVG: snow falling past a bookshop window at dusk, its shelves lit from inside. */
export function demoBannerSvg(): string {
  const random = sequence(1987);
  const snow = Array.from({ length: 70 }, () => {
    const cx = Math.round(random() * 1200);
    const cy = Math.round(random() * 270);
    const r = (1.2 + random() * 2.4).toFixed(1);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity="0.85"/>`;
  }).join('');
  const roofs = [
    'M0 230 L0 150 L60 150 L60 120 L140 120 L140 160 L210 160 L250 125 L290 160 L360 160 L360 140 L430 140 L430 230 Z',
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${demoBanner.width}" height="${demoBanner.height}" viewBox="0 0 1200 300">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#1b2a49"/>
    <stop offset="1" stop-color="#3d5a80"/>
  </linearGradient>
  <linearGradient id="glow" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffd58a"/>
    <stop offset="1" stop-color="#f4a261"/>
  </linearGradient>
</defs>
<rect width="1200" height="300" fill="url(#sky)"/>
<circle cx="520" cy="70" r="34" fill="#f6f1d1" opacity="0.9"/>
<path d="${roofs}" fill="#14213d"/>
<rect x="70" y="170" width="14" height="18" fill="#ffd58a"/><rect x="100" y="170" width="14" height="18" fill="#ffd58a"/>
<rect x="300" y="180" width="14" height="18" fill="#ffd58a"/><rect x="380" y="165" width="14" height="18" fill="#ffd58a"/>
<path d="M0 152 L60 152 L60 148 L0 148 Z M60 122 L140 122 L140 118 L60 118 Z M250 127 L290 162 L286 164 L250 132 L214 164 L210 162 Z" fill="#eef4f8"/>
<rect x="600" y="24" width="580" height="276" rx="10" fill="#5b3a29"/>
<rect x="620" y="44" width="540" height="256" fill="url(#glow)"/>
<g>${shelf(random, 632, 122, 516)}</g>
<rect x="620" y="122" width="540" height="10" fill="#7f5539"/>
<g>${shelf(random, 632, 208, 516)}</g>
<rect x="620" y="208" width="540" height="10" fill="#7f5539"/>
<g>${shelf(random, 632, 294, 516)}</g>
<rect x="884" y="24" width="12" height="276" fill="#5b3a29"/>
<rect x="600" y="24" width="580" height="8" fill="#eef4f8"/>
<g>${snow}</g>
<path d="M0 300 L0 250 Q150 226 300 246 T600 244 L600 300 Z" fill="#eef4f8"/>
<path d="M600 300 L600 288 Q900 276 1200 290 L1200 300 Z" fill="#eef4f8"/>
</svg>`;
}

/**
 * Writes the banner into DATA_DIR/files/stores/{storeId}/ and answers its address under /files. It
 * stays SVG: about 3 KB compressed and sharp at any width, where a 1200 × 300 PNG weighed 43 KB and
 * was still larger than a phone shows it (docs/decisions/0056-home-page-weight.md).
 */
export function writeDemoBanner(dataDir: string, storeId: string): string {
  const folder = path.join(dataDir, 'files', 'stores', storeId);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, demoBanner.file), demoBannerSvg());
  return `/files/stores/${storeId}/${demoBanner.file}`;
}
