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

  it('is decorative as a thumbnail and shows the vintage or NV', () => {
    const { container, rerender } = render(<WineLabelArt wine={wine} compact />);
    expect(container.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).toBe('’19');
    rerender(<WineLabelArt wine={{ ...wine, vintage: null }} compact />);
    expect(container.textContent).toBe('NV');
  });
});
