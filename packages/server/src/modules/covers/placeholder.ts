import { escapeMarkup } from '../../lib/markup.ts';
import { fnv1a } from '../../lib/fnv1a.ts';

/** A cover is 2:3, drawn at 400 × 600 and scaled by the page. */
const width = 400;
const height = 600;
const margin = 40;

/** Muted book-cloth colours: any hue, low saturation, dark enough for light lettering (contrast > 7:1). */
export function clothColours(eisbn: string) {
  const hash = fnv1a(eisbn);
  const hue = hash % 360;
  const saturation = 22 + ((hash >>> 9) % 16);
  return {
    top: `hsl(${hue} ${saturation}% 30%)`,
    bottom: `hsl(${hue} ${saturation + 4}% 19%)`,
    rule: `hsl(${hue} ${saturation + 20}% 72%)`,
  };
}

/**
 * Breaks text into lines of at most `maxChars` characters, at spaces where it can and inside an
 * over-long word where it must; past `maxLines` the last line ends with an ellipsis.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let word of words) {
    while (word.length > maxChars) {
      if (line) lines.push(line);
      lines.push(word.slice(0, maxChars - 1) + '-');
      word = word.slice(maxChars - 1);
      line = '';
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= maxChars) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.length >= maxChars ? last.slice(0, maxChars - 1) : last}…`;
  return kept;
}

/** Font size and line length for a title: short titles large, long ones smaller so they fit. */
function titleLayout(title: string) {
  if (title.length <= 24) return { fontSize: 46, maxChars: 12, maxLines: 4 };
  if (title.length <= 70) return { fontSize: 36, maxChars: 15, maxLines: 6 };
  return { fontSize: 28, maxChars: 19, maxLines: 8 };
}

function textBlock(options: { lines: string[]; x: number; y: number; fontSize: number; lineHeight: number }) {
  return options.lines
    .map(
      (line, index) =>
        `<tspan x="${options.x}" y="${options.y + index * options.fontSize * options.lineHeight}">${escapeMarkup(line)}</tspan>`,
    )
    .join('');
}

export type PlaceholderInput = { eisbn: string; title: string; author: string };

/** The placeholder cover: title and first author on a cloth colour chosen by the ISBN. */
export function placeholderSvg(input: PlaceholderInput): string {
  const colours = clothColours(input.eisbn);
  const layout = titleLayout(input.title);
  const titleLines = wrapText(input.title, layout.maxChars, layout.maxLines);
  const authorLines = input.author ? wrapText(input.author, 26, 2) : [];
  const titleTop = 150;
  const authorTop = Math.max(titleTop + titleLines.length * layout.fontSize * 1.15 + 40, 430);
  const label = input.author ? `Cover of ${input.title} by ${input.author}` : `Cover of ${input.title}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeMarkup(label)}">`,
    `<title>${escapeMarkup(label)}</title>`,
    '<defs><linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${colours.top}"/><stop offset="1" stop-color="${colours.bottom}"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#cloth)"/>`,
    `<rect x="14" y="14" width="${width - 28}" height="${height - 28}" fill="none" stroke="${colours.rule}" stroke-opacity="0.55" stroke-width="2"/>`,
    `<line x1="${margin}" y1="96" x2="${width - margin}" y2="96" stroke="${colours.rule}" stroke-width="2"/>`,
    `<text fill="#f7f3ea" font-family="Georgia, 'Times New Roman', serif" font-size="${layout.fontSize}" font-weight="700">`,
    textBlock({ lines: titleLines, x: margin, y: titleTop, fontSize: layout.fontSize, lineHeight: 1.15 }),
    '</text>',
    `<text fill="#f7f3ea" fill-opacity="0.9" font-family="Helvetica, Arial, sans-serif" font-size="24" letter-spacing="1">`,
    textBlock({ lines: authorLines, x: margin, y: authorTop, fontSize: 24, lineHeight: 1.3 }),
    '</text>',
    `<line x1="${margin}" y1="${height - 70}" x2="${width - margin}" y2="${height - 70}" stroke="${colours.rule}" stroke-width="2"/>`,
    '</svg>',
  ].join('');
}
