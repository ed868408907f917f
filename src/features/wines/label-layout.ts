/**
 * How a drawn label sets its text: words wrapped on lines measured in the font's units, then the
 * font shrunk until every line fits the label's width and the block fits its band. Pure, so the
 * label draws the same in the list, on the detail page and in tests; the browser then checks each
 * line against its real width (`WineLabelArt` squeezes any line the estimate got wrong).
 */

/**
 * Advance widths in ems, near Georgia's and the serif faces a label falls back to (DejaVu Serif,
 * Liberation Serif), a little on the wide side: a line the estimate still sets too narrow is
 * squeezed to its room once drawn (`WineLabelArt`), never clipped.
 */
const NARROW = new Set("il.,:;'’|!()[]-");
const WIDE_CAPS = new Set('MW');
function advance(char: string): number {
  if (char === ' ') return 0.27;
  if (NARROW.has(char)) return 0.3;
  if (WIDE_CAPS.has(char)) return 0.92;
  if (char === 'm' || char === 'w') return 0.78;
  if (/\d/.test(char)) return 0.6;
  if (char !== char.toLowerCase()) return 0.7;
  if ('fjrt'.includes(char)) return 0.36;
  return 0.5;
}

/** The width of `text` set at `fontSize`, with `letterSpacing` between its characters. */
export function textWidth(text: string, fontSize: number, letterSpacing = 0): number {
  const chars = [...text];
  let ems = 0;
  for (const char of chars) ems += advance(char);
  return ems * fontSize + letterSpacing * Math.max(0, chars.length - 1);
}

export interface TextBlockStyle {
  /** The size to start from, and the smallest the text may shrink to. */
  fontSize: number;
  minFontSize: number;
  /** Baseline to baseline, as a multiple of the font size. */
  lineHeight: number;
  letterSpacing?: number;
}

export interface TextBlock {
  lines: string[];
  fontSize: number;
  /** Each line's baseline, inside the band it was given. */
  baselines: number[];
}

/** Words on lines no wider than `width`; a word wider than the line stands alone (the caller shrinks). */
function wrap(words: string[], width: number, fontSize: number, letterSpacing: number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    const joined = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && textWidth(joined, fontSize, letterSpacing) <= width) lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  return lines;
}

/** Cuts a line with an ellipsis until it is no wider than `width`. */
function ellipsize(line: string, width: number, fontSize: number, letterSpacing: number): string {
  let chars = [...line];
  while (chars.length > 1 && textWidth(`${chars.join('')}…`, fontSize, letterSpacing) > width)
    chars = chars.slice(0, -1);
  return `${chars.join('').trimEnd()}…`;
}

/**
 * Sets `text` in a band `width` wide from `top` to `bottom`: wrapped at the largest size, from
 * `fontSize` down to `minFontSize` in half units, at which every line fits the width and the lines
 * fit the band; at the smallest size, what does not fit is cut with an ellipsis. The lines are
 * centred in the band.
 */
export function fitText(
  text: string,
  box: { width: number; top: number; bottom: number },
  style: TextBlockStyle,
): TextBlock {
  const { minFontSize, lineHeight } = style;
  const letterSpacing = style.letterSpacing ?? 0;
  const words = text.split(/\s+/).filter(Boolean);
  const height = box.bottom - box.top;
  // A line's box is its ascent and descent, about 0.95 and 0.25 em in these faces.
  const linesThatFit = (size: number) => Math.max(1, Math.floor((height - 1.2 * size) / (size * lineHeight)) + 1);
  let size = style.fontSize;
  let lines = wrap(words, box.width, size, letterSpacing);
  while (size > minFontSize) {
    const fits =
      lines.length <= linesThatFit(size) && lines.every((line) => textWidth(line, size, letterSpacing) <= box.width);
    if (fits) break;
    size = Math.max(minFontSize, size - 0.5);
    lines = wrap(words, box.width, size, letterSpacing);
  }
  const room = linesThatFit(size);
  if (lines.length > room) {
    lines = lines.slice(0, room);
    lines[room - 1] = `${lines[room - 1]}…`;
  }
  lines = lines.map((line) =>
    textWidth(line, size, letterSpacing) <= box.width
      ? line
      : ellipsize(line.replace(/…$/, ''), box.width, size, letterSpacing),
  );
  // Centred: the first line's ascent above its baseline, the last line's descent below its own.
  const blockHeight = 1.2 * size + (lines.length - 1) * size * lineHeight;
  const first = box.top + (height - blockHeight) / 2 + 0.95 * size;
  return { lines, fontSize: size, baselines: lines.map((_, i) => first + i * size * lineHeight) };
}
