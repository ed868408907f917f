import { expect, type Locator } from '@playwright/test';

// How a drawn wine label is measured in the page (src/features/wines/label-layout.ts fits its text):
// the label's frame and each text line's box, and the check that every line is inside and none overlaps.

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The label's inner frame and each text line's box, in page pixels. */
export async function measure(svg: Locator): Promise<{ frame: Box; paper: Box; lines: { text: string; box: Box }[] }> {
  return svg.evaluate((el) => {
    const box = (node: Element) => {
      const r = node.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const rects = el.querySelectorAll('rect');
    return {
      paper: box(rects[0]!),
      frame: box(rects[1]!),
      lines: [...el.querySelectorAll('text')].map((t) => ({ text: t.textContent ?? '', box: box(t) })),
    };
  });
}

/** Every line inside the frame (half a pixel of rounding allowed), and no two lines overlapping. */
export function expectLinesFit({ frame, lines }: Awaited<ReturnType<typeof measure>>) {
  expect(lines.length).toBeGreaterThan(0);
  for (const { text, box } of lines) {
    expect(box.right - box.left, text).toBeGreaterThan(0);
    expect(box.left, text).toBeGreaterThanOrEqual(frame.left - 0.5);
    expect(box.right, text).toBeLessThanOrEqual(frame.right + 0.5);
    expect(box.top, text).toBeGreaterThanOrEqual(frame.top - 0.5);
    expect(box.bottom, text).toBeLessThanOrEqual(frame.bottom + 0.5);
  }
  for (const [i, a] of lines.entries())
    for (const b of lines.slice(i + 1)) {
      const overlap =
        Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top) > 0.5 &&
        Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left) > 0.5;
      expect(overlap, `"${a.text}" and "${b.text}" overlap`).toBe(false);
    }
}
