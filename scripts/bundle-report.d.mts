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
}
export function bundleReport(dist?: string): BundleReport;
export function kB(bytes: number): string;
export const MOCK_MARKERS: string[];
