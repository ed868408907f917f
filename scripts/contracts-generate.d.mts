export declare const PACT_FILE_NAME: string;
export declare function generatePact(options?: {
  out?: string;
  shuffleSeed?: string | number;
  quiet?: boolean;
}): string;
