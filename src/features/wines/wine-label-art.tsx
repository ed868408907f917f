import { memo } from 'react';
import type { Wine, WineType } from '@/api/wines';

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

/** Words set on lines of at most `width` characters; at most `lines` lines, the last cut with an ellipsis. */
export function wrapWords(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word.length > width ? `${word.slice(0, width - 1)}…` : word);
  }
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  const tail = kept[lines - 1] ?? '';
  kept[lines - 1] = tail.length >= width ? `${tail.slice(0, width - 1)}…` : `${tail}…`;
  return kept;
}

/**
 * A bottle label drawn from the wine's own data (producer, name, vintage, colour by type), so lists
 * and detail pages show bottles without any image to fetch. `compact` is the thumbnail (the list's,
 * or `scale`d up beside a wine's title): the paper, frame and vintage only, as text that small would
 * not be legible (Chromium enlarges SVG text to its minimum font size, however small the drawing).
 * An SVG of a few elements: cheap for a page of rows.
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
  const vintage = wine.vintage === null ? 'NV' : String(wine.vintage);
  const common = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
  if (compact) {
    return (
      <svg
        viewBox="0 0 24 32"
        width={24 * scale}
        height={32 * scale}
        {...common}
        style={{ flexShrink: 0, borderRadius: 2 }}
      >
        <rect width="24" height="32" fill={paper} />
        <rect x="2" y="2" width="20" height="28" rx={rounded ? 3 : 0} fill="none" stroke={accent} strokeWidth="0.8" />
        {band && <rect x="2" y="9" width="20" height="3" fill={accent} />}
        <text x="12" y="24" textAnchor="middle" fontSize="5.5" fontFamily="Georgia, serif" fill={ink}>
          {wine.vintage === null ? 'NV' : `’${vintage.slice(-2)}`}
        </text>
      </svg>
    );
  }
  const nameLines = wrapWords(wine.name, 18, 3);
  const producerLines = wrapWords(wine.producer.toUpperCase(), 18, 2);
  const nameTop = 78 - (nameLines.length - 1) * 8;
  return (
    <svg viewBox="0 0 120 160" width="180" height="240" {...common} style={{ maxWidth: '100%', height: 'auto' }}>
      <rect width="120" height="160" rx="4" fill={paper} />
      <rect x="7" y="7" width="106" height="146" rx={rounded ? 10 : 1} fill="none" stroke={accent} strokeWidth="1.2" />
      {!rounded && <rect x="10" y="10" width="100" height="140" fill="none" stroke={accent} strokeWidth="0.5" />}
      {band ? (
        <rect x="7" y="112" width="106" height="10" fill={accent} />
      ) : (
        <circle cx="60" cy="34" r="9" fill="none" stroke={accent} strokeWidth="1" />
      )}
      {producerLines.map((line, i) => (
        <text
          key={`p${i}`}
          x="60"
          y={band ? 26 + i * 8 : 54 + i * 8}
          textAnchor="middle"
          fontSize="5.5"
          letterSpacing="0.3"
          fontFamily="Georgia, serif"
          fill={ink}
        >
          {line}
        </text>
      ))}
      {nameLines.map((line, i) => (
        <text
          key={`n${i}`}
          x="60"
          y={(band ? nameTop : nameTop + 12) + i * 12}
          textAnchor="middle"
          fontSize="10"
          fontStyle="italic"
          fontFamily="Georgia, serif"
          fill={ink}
        >
          {line}
        </text>
      ))}
      <text x="60" y="142" textAnchor="middle" fontSize="10" fontWeight="bold" fontFamily="Georgia, serif" fill={ink}>
        {vintage}
      </text>
    </svg>
  );
});
