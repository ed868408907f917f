import { memo, useLayoutEffect, useRef, type CSSProperties, type RefObject } from 'react';
import { fitText } from './label-layout';
import type { Wine, WineType } from '@/api/wines';
import { t } from '@/lib/i18n';

/** A label's paper, ink and accent per type: deep red for reds, straw for whites, and so on. */
const LABEL_COLOURS: Record<WineType, { paper: string; ink: string; accent: string }> = {
  RED: { paper: '#5c1a27', ink: '#f6ead8', accent: '#c9a45c' },
  WHITE: { paper: '#f4eccf', ink: '#2f2a1c', accent: '#8a7a3c' },
  ROSE: { paper: '#f6d3d6', ink: '#4a1f2a', accent: '#b0566b' },
  SPARKLING: { paper: '#1d2842', ink: '#f3e7c3', accent: '#d4b35e' },
  DESSERT: { paper: '#e9b559', ink: '#3a2408', accent: '#7a4a12' },
  FORTIFIED: { paper: '#3f2616', ink: '#f1e2c8', accent: '#c08a4a' },
};

export type LabelWine = Pick<Wine, 'id' | 'name' | 'producer' | 'vintage' | 'type'>;

/** A small stable number from a wine's id: which frame and ornament its label gets. */
function variantOf(id: string): number {
  let hash = 0;
  for (let i = 0; i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) >>> 0;
  return hash;
}

/** Where each text sits on the 120 × 160 label: clear of the frame's corners, the ornament and the band. */
const TEXT_WIDTH = 88;
const ZONES = {
  band: { producer: [15, 50], name: [53, 109], vintage: [125, 149] },
  ornament: { producer: [46, 68], name: [70, 126], vintage: [127, 149] },
} as const;
const PRODUCER = { fontSize: 5.5, minFontSize: 3.5, lineHeight: 1.35, letterSpacing: 0.3 };
const NAME = { fontSize: 10, minFontSize: 5.5, lineHeight: 1.25 };
const VINTAGE = { fontSize: 10, minFontSize: 6, lineHeight: 1.25 };
/** The thumbnail's vintage, under the band, inside its 20 × 28 frame. */
const THUMB_VINTAGE = { fontSize: 5.5, minFontSize: 4, lineHeight: 1.25 };

/**
 * A text's font as a style, not as attributes: the page's reset (`* { font: inherit }`, Chakra's
 * preflight) outranks SVG's font attributes, and drew every line at the page's 14–16 px, which ran
 * the producer into the name and off the label.
 */
const labelFont = (fontSize: number, more: CSSProperties = {}): CSSProperties => ({
  fontSize,
  fontFamily: 'Georgia, serif',
  lineHeight: 1,
  ...more,
});

/**
 * The layout is an estimate of the font's widths; once drawn, a line the browser's font sets wider
 * than its room (`data-fit`) is squeezed to it, so no text leaves the label whatever font it got.
 */
function useSqueezeOverflowingLines(svg: RefObject<SVGSVGElement | null>, text: string) {
  useLayoutEffect(() => {
    for (const line of svg.current?.querySelectorAll<SVGTextElement>('text[data-fit]') ?? []) {
      if (typeof line.getComputedTextLength !== 'function') return;
      line.removeAttribute('textLength');
      const room = Number(line.dataset.fit);
      if (line.getComputedTextLength() > room) {
        line.setAttribute('textLength', String(room));
        line.setAttribute('lengthAdjust', 'spacingAndGlyphs');
      }
    }
  }, [svg, text]);
}

/**
 * A bottle label drawn from the wine's own data (producer, name, vintage, colour by type), so lists
 * and detail pages show bottles without any image to fetch. `compact` is the thumbnail (the list's,
 * or `scale`d up beside a wine's title): the paper, frame and vintage only, as text that small would
 * not be legible.
 * An SVG of a few elements: cheap for a page of rows. Its text is wrapped, then shrunk, to fit
 * the label (`fitText`), so the longest producer and name stay inside it, line under line.
 */
export const WineLabelArt = memo(function WineLabelArt({
  wine,
  compact = false,
  scale = 1,
  title,
}: {
  wine: LabelWine;
  compact?: boolean;
  scale?: number;
  title?: string;
}) {
  const { paper, ink, accent } = LABEL_COLOURS[wine.type];
  const variant = variantOf(wine.id);
  const rounded = variant % 3 === 0;
  const band = variant % 2 === 0;
  const vintage = wine.vintage === null ? t('wines.vintage.nvShort') : String(wine.vintage);
  const common = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
  const svg = useRef<SVGSVGElement>(null);
  useSqueezeOverflowingLines(svg, `${compact} ${wine.id} ${wine.producer} ${wine.name} ${vintage}`);
  if (compact) {
    const short = wine.vintage === null ? vintage : `’${vintage.slice(-2)}`;
    const mark = fitText(short, { width: 16, top: band ? 14 : 16, bottom: 28 }, THUMB_VINTAGE);
    return (
      <svg
        ref={svg}
        viewBox="0 0 24 32"
        width={24 * scale}
        height={32 * scale}
        {...common}
        style={{ flexShrink: 0, borderRadius: 2 }}
      >
        <rect width="24" height="32" fill={paper} />
        <rect x="2" y="2" width="20" height="28" rx={rounded ? 3 : 0} fill="none" stroke={accent} strokeWidth="0.8" />
        {band && <rect x="2" y="9" width="20" height="3" fill={accent} />}
        <text
          x="12"
          y={mark.baselines[0]}
          data-fit="16"
          textAnchor="middle"
          style={labelFont(mark.fontSize)}
          fill={ink}
        >
          {mark.lines[0]}
        </text>
      </svg>
    );
  }
  const zones = band ? ZONES.band : ZONES.ornament;
  const box = ([top, bottom]: readonly [number, number]) => ({ width: TEXT_WIDTH, top, bottom });
  const producer = fitText(wine.producer.toUpperCase(), box(zones.producer), PRODUCER);
  const name = fitText(wine.name, box(zones.name), NAME);
  const year = fitText(vintage, box(zones.vintage), VINTAGE);
  return (
    <svg
      ref={svg}
      viewBox="0 0 120 160"
      width="180"
      height="240"
      {...common}
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      <rect width="120" height="160" rx="4" fill={paper} />
      <rect x="7" y="7" width="106" height="146" rx={rounded ? 10 : 1} fill="none" stroke={accent} strokeWidth="1.2" />
      {!rounded && <rect x="10" y="10" width="100" height="140" fill="none" stroke={accent} strokeWidth="0.5" />}
      {band ? (
        <rect x="7" y="112" width="106" height="10" fill={accent} />
      ) : (
        <circle cx="60" cy="34" r="9" fill="none" stroke={accent} strokeWidth="1" />
      )}
      {producer.lines.map((line, i) => (
        <text
          key={`p${i}`}
          x="60"
          y={producer.baselines[i]}
          data-fit={TEXT_WIDTH}
          textAnchor="middle"
          letterSpacing={PRODUCER.letterSpacing}
          style={labelFont(producer.fontSize)}
          fill={ink}
        >
          {line}
        </text>
      ))}
      {name.lines.map((line, i) => (
        <text
          key={`n${i}`}
          x="60"
          y={name.baselines[i]}
          data-fit={TEXT_WIDTH}
          textAnchor="middle"
          style={labelFont(name.fontSize, { fontStyle: 'italic' })}
          fill={ink}
        >
          {line}
        </text>
      ))}
      <text
        x="60"
        y={year.baselines[0]}
        data-fit={TEXT_WIDTH}
        textAnchor="middle"
        style={labelFont(year.fontSize, { fontWeight: 'bold' })}
        fill={ink}
      >
        {year.lines[0]}
      </text>
    </svg>
  );
});
