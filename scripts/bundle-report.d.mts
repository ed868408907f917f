export interface BundleReport {
  initialLoginGzip: number;
  initialLoginFiles: string[];
  largestChunk: { file: string; bytes: number; gzip: number };
  mockGzip: number;
  mockStartGzip: number;
  mockSeedGzip: number;
  mockConsoleGzip: number;
  mockFiles: string[];
  totalGzip: number;
  /** JS files holding the charts library (recharts). */
  chartFiles: string[];
  /** The source modules whose static imports load the charts library. */
  chartLoaders: string[];
  /** Each lazy route module's own chunk, and whether it loads the charts library. */
  routeChunks: { route: string; file: string; gzip: number; loadsCharts: boolean }[];
}
export function bundleReport(dist?: string): BundleReport;
export function kB(bytes: number): string;
export const MOCK_MARKERS: string[];
export const CHART_MARKERS: string[];
