import type { ReactNode } from 'react';

export interface SvgIconProps {
  /** The shapes, drawn on a 24×24 grid. */
  children: ReactNode;
  /** Width and height: pixels or a CSS length. */
  size?: number | string;
}

/** A decorative line icon in the current text colour, hidden from assistive technology. */
export function SvgIcon({ children, size = '1em' }: SvgIconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
