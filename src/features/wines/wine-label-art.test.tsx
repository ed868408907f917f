import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WINE_TYPES } from '@/api/wines';
import { WineLabelArt } from './wine-label-art';

const wine = {
  id: 'w-1',
  name: 'Gevrey-Chambertin Clos Saint-Jacques Vieilles Vignes',
  producer: 'Domaine Rougeot-Marey',
  vintage: 2019,
  type: 'RED' as const,
};

describe('the drawn label', () => {
  it('carries the producer, the name and the vintage, in the colours of its type', () => {
    const colours = new Set<string>();
    for (const type of WINE_TYPES) {
      const { container, unmount } = render(<WineLabelArt wine={{ ...wine, type }} title="Label" />);
      const svg = container.querySelector('svg')!;
      // The producer in capitals, on one line while it fits.
      expect([...svg.querySelectorAll('text')].map((t) => t.textContent)).toContain('DOMAINE ROUGEOT-MAREY');
      expect(svg.textContent).toContain('2019');
      expect(svg.textContent).toContain('Gevrey-Chambertin');
      colours.add(svg.querySelector('rect')!.getAttribute('fill')!);
      unmount();
    }
    expect(colours.size).toBe(WINE_TYPES.length);
  });

  it('draws the seed’s longest producer and name whole, the producer above the name', () => {
    for (const id of ['w-1', 'w-2']) {
      const long = {
        ...wine,
        id,
        producer: 'Azienda Agricola Cavallotto-Sobrero',
        name: 'Amarone della Valpolicella Vigneto Monte Lodoletta Riserva',
      };
      const { container, unmount } = render(<WineLabelArt wine={long} title="Label" />);
      const texts = [...container.querySelectorAll('text')];
      const producer = texts.filter((t) => t.getAttribute('letter-spacing'));
      const name = texts.filter((t) => t.style.fontStyle === 'italic');
      expect(producer.map((t) => t.textContent).join(' ')).toBe(long.producer.toUpperCase());
      expect(name.map((t) => t.textContent).join(' ')).toBe(long.name);
      const y = (t: Element) => Number(t.getAttribute('y'));
      expect(Math.max(...producer.map(y))).toBeLessThan(Math.min(...name.map(y)) - parseFloat(name[0]!.style.fontSize));
      unmount();
    }
  });

  it('squeezes a line the browser’s font sets wider than its room, and leaves the others alone', () => {
    // jsdom lays out no text: the browser's measure is given, as a font wider than the estimate would.
    const proto = SVGElement.prototype as SVGElement & { getComputedTextLength?: () => number };
    proto.getComputedTextLength = function (this: SVGElement) {
      return this.textContent === '2019' ? 20 : 120;
    };
    try {
      const { container } = render(<WineLabelArt wine={wine} title="Label" />);
      const texts = [...container.querySelectorAll('text')];
      const year = texts.find((t) => t.textContent === '2019')!;
      expect(year.getAttribute('textLength')).toBeNull();
      for (const line of texts.filter((t) => t !== year)) {
        expect(line.getAttribute('textLength')).toBe('88');
        expect(line.getAttribute('lengthAdjust')).toBe('spacingAndGlyphs');
      }
    } finally {
      delete proto.getComputedTextLength;
    }
  });

  it('is decorative as a thumbnail and shows the vintage or NV', () => {
    const { container, rerender } = render(<WineLabelArt wine={wine} compact />);
    expect(container.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).toBe('’19');
    rerender(<WineLabelArt wine={{ ...wine, vintage: null }} compact />);
    expect(container.textContent).toBe('NV');
  });
});
