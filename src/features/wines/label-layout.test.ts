import { describe, expect, it } from 'vitest';
import { fitText, textWidth } from './label-layout';

const BOX = { width: 88, top: 53, bottom: 109 };
const NAME = { fontSize: 10, minFontSize: 5.5, lineHeight: 1.25 };
const PRODUCER_BOX = { width: 88, top: 46, bottom: 68 };
const PRODUCER = { fontSize: 5.5, minFontSize: 3.5, lineHeight: 1.35, letterSpacing: 0.3 };

/** The seed's longest name and producer (mocks/resources/reference/reference-data.ts), and the issue's. */
const LONGEST_NAME = 'Amarone della Valpolicella Vigneto Monte Lodoletta Riserva';
const LONGEST_PRODUCER = 'AZIENDA AGRICOLA CAVALLOTTO-SOBRERO';
const OVERLAPPING_PRODUCER = 'CASCINA DELLE ROSE RINALDI';
/** Text 30 % longer, as a translation or the pseudo-locale makes it. */
const longer = (text: string) => `${text} ${text.slice(0, Math.ceil(text.length * 0.3))}`.trim();

/** Every line fits the width, the lines fit the band, and no words are lost or cut. */
function expectFitted(text: string, box: typeof BOX, style: typeof NAME & { letterSpacing?: number }) {
  const block = fitText(text, box, style);
  for (const line of block.lines)
    expect(textWidth(line, block.fontSize, style.letterSpacing)).toBeLessThanOrEqual(box.width);
  expect(block.baselines[0]! - 0.95 * block.fontSize).toBeGreaterThanOrEqual(box.top);
  expect(block.baselines.at(-1)! + 0.25 * block.fontSize).toBeLessThanOrEqual(box.bottom);
  // Baselines a line height apart: a line's box (ascent + descent, 1.2 em) never reaches the next.
  block.baselines
    .slice(1)
    .forEach((y, i) => expect(y - block.baselines[i]!).toBeGreaterThanOrEqual(1.2 * block.fontSize));
  expect(block.lines.join(' ')).toBe(text);
  return block;
}

describe('fitText', () => {
  it('keeps a short text on one line at its full size, centred in the band', () => {
    const block = fitText('Barolo', BOX, NAME);
    expect(block).toMatchObject({ lines: ['Barolo'], fontSize: 10 });
    expect(block.baselines[0]).toBeCloseTo(53 + (56 - 12) / 2 + 9.5);
  });

  it('wraps at word boundaries before it shrinks', () => {
    const block = expectFitted('Meursault Les Charmes Dessus Premier Cru', BOX, NAME);
    expect(block.fontSize).toBe(10);
    expect(block.lines.length).toBeGreaterThan(1);
  });

  it.each([
    ['the longest name of the seed', LONGEST_NAME, BOX, NAME],
    ['the longest producer of the seed', LONGEST_PRODUCER, PRODUCER_BOX, PRODUCER],
    ['a producer that used to overlap the name', OVERLAPPING_PRODUCER, PRODUCER_BOX, PRODUCER],
    ['the longest name, 30 % longer', longer(LONGEST_NAME), BOX, NAME],
    ['the longest producer, 30 % longer', longer(LONGEST_PRODUCER), PRODUCER_BOX, PRODUCER],
  ])('fits %s whole, wrapping then shrinking', (_, text, box, style) => {
    expectFitted(text, box, style);
  });

  it('shrinks a single word wider than the line rather than cutting it', () => {
    const block = expectFitted('Scharzhofberger', { width: 60, top: 0, bottom: 20 }, NAME);
    expect(block.fontSize).toBeLessThan(10);
  });

  it('cuts with an ellipsis only what does not fit at the smallest size', () => {
    const block = fitText('one two three four five six seven eight nine ten', { width: 30, top: 0, bottom: 14 }, NAME);
    expect(block.fontSize).toBe(5.5);
    expect(block.lines).toHaveLength(2);
    expect(block.lines[1]).toMatch(/…$/);
    for (const line of block.lines) expect(textWidth(line, 5.5)).toBeLessThanOrEqual(30);
  });
});

describe('textWidth', () => {
  it('grows with the text, the font size and the letter spacing', () => {
    expect(textWidth('MW', 10)).toBeGreaterThan(textWidth('il', 10));
    expect(textWidth('Barolo', 10)).toBeCloseTo(2 * textWidth('Barolo', 5));
    expect(textWidth('ABC', 10, 1)).toBeCloseTo(textWidth('ABC', 10) + 2);
  });
});
