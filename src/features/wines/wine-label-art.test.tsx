import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WINE_TYPES } from '@/api/wines';
import { WineLabelArt, wrapWords } from './wine-label-art';

const wine = {
  id: 'w-1',
  name: 'Gevrey-Chambertin Clos Saint-Jacques Vieilles Vignes',
  producer: 'Domaine Rougeot-Marey',
  vintage: 2019,
  type: 'RED' as const,
};

describe('the drawn label', () => {
  it.each([
    ['fits on one line', 'Barolo', 16, 3, ['Barolo']],
    ['wraps at word boundaries', 'Meursault Les Charmes Dessus', 16, 3, ['Meursault Les', 'Charmes Dessus']],
    ['cuts the last line with an ellipsis', 'one two three four five six seven eight', 9, 2, ['one two', 'three…']],
    ['cuts a word longer than the line', 'Scharzhofbergerkabinett', 10, 2, ['Scharzhof…']],
  ])('%s', (_, text, width, lines, expected) => {
    expect(wrapWords(text, width, lines)).toEqual(expected);
  });

  it('carries the producer, the name and the vintage, in the colours of its type', () => {
    const colours = new Set<string>();
    for (const type of WINE_TYPES) {
      const { container, unmount } = render(<WineLabelArt wine={{ ...wine, type }} title="Label" />);
      const svg = container.querySelector('svg')!;
      // The producer in capitals, on two lines when long.
      expect([...svg.querySelectorAll('text')].map((t) => t.textContent)).toEqual(
        expect.arrayContaining(['DOMAINE', 'ROUGEOT-MAREY']),
      );
      expect(svg.textContent).toContain('2019');
      expect(svg.textContent).toContain('Gevrey-Chambertin');
      colours.add(svg.querySelector('rect')!.getAttribute('fill')!);
      unmount();
    }
    expect(colours.size).toBe(WINE_TYPES.length);
  });

  it('is decorative as a thumbnail and shows the vintage or NV', () => {
    const { container, rerender } = render(<WineLabelArt wine={wine} compact />);
    expect(container.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).toBe('’19');
    rerender(<WineLabelArt wine={{ ...wine, vintage: null }} compact />);
    expect(container.textContent).toBe('NV');
  });
});
