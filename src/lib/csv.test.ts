import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, type CsvColumn, type CsvValue } from './csv';

describe('csvCell', () => {
  it.each<[CsvValue, string]>([
    ['Barolo', 'Barolo'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [2019, '2019'],
    [12.5, '12.5'],
    [-3, '-3'],
    [0, '0'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    [true, 'true'],
    ['Château Margaux, Grand Cru', '"Château Margaux, Grand Cru"'],
    ['The "Reserve"', '"The ""Reserve"""'],
    ['line one\nline two', '"line one\nline two"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['=1+2', "'=1+2"],
    ['+41 22', "'+41 22"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTabbed', "'\tTabbed"],
    ['a=b', 'a=b'],
    ["l'Enclos", "l'Enclos"],
    ['emoji 🍷', 'emoji 🍷'],
  ])('%o → %s', (value, expected) => expect(csvCell(value)).toBe(expected));
});

interface Row {
  name: string;
  vintage: number | null;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Vintage', value: (r) => r.vintage },
];

describe('toCsv', () => {
  it('writes a header line and one CRLF-terminated line per row', () => {
    expect(
      toCsv(columns, [
        { name: 'Barolo', vintage: 2016 },
        { name: 'Champagne', vintage: null },
      ]),
    ).toBe('Name,Vintage\r\nBarolo,2016\r\nChampagne,\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(columns, [])).toBe('Name,Vintage\r\n');
  });

  it('escapes headers like any other cell', () => {
    expect(toCsv([{ header: 'Price, EUR', value: () => 1 }], [{}])).toBe('"Price, EUR"\r\n1\r\n');
  });

  it('keeps a multi-line cell inside one record', () => {
    const csv = toCsv(columns, [{ name: 'A\r\nB', vintage: 2000 }]);
    expect(csv).toBe('Name,Vintage\r\n"A\r\nB",2000\r\n');
  });
});
