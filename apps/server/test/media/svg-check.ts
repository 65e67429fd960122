import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

/** Asserts a document is a well-formed, accessible, small SVG and returns its root element. */
export function expectValidSvg(svg: string): Record<string, unknown> {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(XMLValidator.validate(svg)).toBe(true);
  expect(Buffer.byteLength(svg)).toBeLessThan(8 * 1024);
  const root = (parser.parse(svg) as { svg?: Record<string, unknown> }).svg;
  expect(root).toBeDefined();
  expect(root?.xmlns).toBe('http://www.w3.org/2000/svg');
  expect(root?.role).toBe('img');
  expect(root?.viewBox).toMatch(/^0 0 \d+ \d+$/);
  const title = root?.title as { '#text'?: unknown } | undefined;
  expect(String(title?.['#text'] ?? '').length).toBeGreaterThan(0);
  expect(svg).not.toMatch(
    /<script|javascript:|<foreignObject|https?:\/\/(?!www\.w3\.org\/2000\/svg)/i,
  );
  return root ?? {};
}
