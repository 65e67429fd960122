// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csvText } from './csv.ts';

const BOM = '\uFEFF';

describe('the CSV text', () => {
  it('starts with the UTF-8 mark and ends each line with CRLF', () => {
    const text = csvText([{ title: '账户' }, { title: 'Importe' }], [['ana', 12.5]]);
    expect(text).toBe(`${BOM}账户,Importe\r\nana,12.50\r\n`);
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    const text = csvText(
      [{ title: 'Name' }, { title: 'Note' }, { title: 'Plain' }],
      [
        ['Gold, Inc.', 'say "hi"', 'plain'],
        ['two\nlines', 'cr\rhere', 'a"b'],
      ],
    );
    expect(text.split('\r\n')).toEqual([
      `${BOM}Name,Note,Plain`,
      '"Gold, Inc.","say ""hi""",plain',
      '"two\nlines","cr\rhere","a""b"',
      '',
    ]);
  });

  it('writes numbers with a dot, no grouping and the places of their column', () => {
    const text = csvText(
      [{ title: 'GGR' }, { title: 'Players', places: 0 }, { title: 'Payouts' }],
      [
        [1234567.891, 1200, -0.5],
        [0, 0, -1000.25],
      ],
    );
    expect(text).toBe(`${BOM}GGR,Players,Payouts\r\n1234567.89,1200,-0.50\r\n0.00,0,-1000.25\r\n`);
  });

  it('keeps a spreadsheet from running a name as a formula', () => {
    const text = csvText([{ title: 'Game' }, { title: 'GGR' }], [['=HYPERLINK("x")', -5]]);
    expect(text).toBe(`${BOM}Game,GGR\r\n"'=HYPERLINK(""x"")",-5.00\r\n`);
  });
});
