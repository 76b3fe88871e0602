import { describe, expect, it } from 'vitest';
import { csvCell, keysetCsv } from './csv.js';

// SECURITY 29: exported cells are inert. A spreadsheet splits a line on its own list separator
// (French Excel: `;`), so a formula can start after any separator inside a cell, not only at its start.

const FORMULA_START = /^[=+\-@\t\r]/;
const SEPARATORS = [',', ';', '\t'];

/** Every piece a spreadsheet could make of `line`, splitting on `separator`, ignoring quotes and leading blanks. */
const piecesOf = (line: string, separator: string) =>
  line.split(separator).map((piece) => piece.replace(/^"/, '').replace(/^[\s\p{Cf}]+/u, ''));

/** Unicode whitespace (what JavaScript's \s matches) and invisible format characters a reader may drop. */
const BLANKS = [
  ' ',
  '\t',
  '\v',
  '\f',
  '\u00a0', // no-break space
  '\u1680', // ogham space mark
  ...Array.from({ length: 11 }, (_, i) => String.fromCharCode(0x2000 + i)), // en quad … hair space
  '\u2028', // line separator
  '\u2029', // paragraph separator
  '\u202f', // narrow no-break space
  '\u205f', // medium mathematical space
  '\u3000', // ideographic space
  '\ufeff', // byte order mark
  '\u200b', // zero-width space
  '\u2060', // word joiner
  '\u200e', // left-to-right mark
];

describe('csvCell', () => {
  it('quotes every cell, doubling quotes (RFC 4180)', () => {
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses a formula at the start of a cell', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`)).toBe(`"'${start}1"`);
  });

  it('defuses a formula after a separator inside the cell: `a;=1+1;` stays one inert cell', () => {
    expect(csvCell('a;=1+1;')).toBe(`"a;'=1+1;"`);
    expect(csvCell('a,=1+1')).toBe(`"a,'=1+1"`);
    expect(csvCell('a\t@SUM(A1)')).toBe(`"a\t'@SUM(A1)"`);
    expect(csvCell('a; -2+3')).toBe(`"a; '-2+3"`);
    expect(csvCell('one\n=2')).toBe(`"one\n'=2"`);
    // A tab is both a separator and a formula start: each is defused.
    expect(csvCell(';\t=1')).toBe(`";'\t'=1"`);
  });

  // (A tab is a formula start of its own, defused itself: see above.)
  it.each(
    BLANKS.filter((blank) => blank !== '\t').map((blank) => [
      `U+${blank.codePointAt(0)!.toString(16).padStart(4, '0')}`,
      blank,
    ]),
  )('defuses a formula after a separator and %s, as after a space', (_name, blank) => {
    for (const start of ['=', '+', '-', '@'])
      for (const separator of [',', ';', '\t', '\n']) {
        const text = `a${separator}${blank}${blank}${start}1`;
        expect(csvCell(text), JSON.stringify(text)).toBe(
          `"${`a${separator}${blank}${blank}'${start}1`.replace(/"/g, '""')}"`,
        );
      }
    // At the start of the cell too.
    expect(csvCell(`${blank}=1`)).toBe(`"${blank}'=1"`);
  });

  it('leaves numbers and ordinary text alone', () => {
    expect(csvCell(-5)).toBe('"-5"');
    expect(csvCell('Smith-Jones, Sales - London')).toBe('"Smith-Jones, Sales - London"');
    expect(csvCell('a@b.test')).toBe('"a@b.test"');
  });

  it('leaves no piece starting with a formula, whichever separator a spreadsheet splits on', () => {
    const nasty = [
      'a;=1+1;',
      'x,+1',
      'y\t-1',
      '@SUM(1;2)',
      'n;;=cmd|"/c calc"!A1',
      'p, =1',
      'q;\t=1',
      'r\r\n=1',
      ...BLANKS.map((blank) => `s;${blank}=cmd|"/c calc"!A1`),
    ];
    for (const text of nasty) {
      const cell = csvCell(text);
      for (const separator of SEPARATORS)
        for (const piece of piecesOf(cell, separator))
          expect(piece, `${JSON.stringify(text)} split on ${JSON.stringify(separator)}`).not.toMatch(FORMULA_START);
    }
  });
});

describe('keysetCsv', () => {
  it('writes a quoted header and quoted rows, in batches', async () => {
    const rows = [
      { id: 1, name: 'a;=1+1;' },
      { id: 2, name: null },
    ];
    const lines: string[] = [];
    for await (const chunk of keysetCsv<{ id: number; name: string | null }, number>(
      [
        ['id', (r) => r.id],
        ['name', (r) => r.name],
      ],
      async (after) => rows.filter((r) => after === null || r.id > after),
    ))
      lines.push(chunk);
    expect(lines.join('')).toBe(`"id","name"\r\n"1","a;'=1+1;"\r\n"2",""\r\n`);
  });
});
