/**
 * The little XML the S3 emulator needs: a writer for its responses and a reader for the small request
 * bodies S3 takes (Delete, CORSConfiguration, VersioningConfiguration, CreateBucketConfiguration).
 */
export type XmlValue = string | number | boolean | Date | undefined | XmlFields | XmlSequence | XmlValue[];
export interface XmlFields {
  [name: string]: XmlValue;
}

/** Elements in a given order, names repeating and interleaving (e.g. ListVersionsResult's Version / DeleteMarker). */
export class XmlSequence {
  constructor(readonly entries: readonly (readonly [string, XmlValue])[]) {}
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]!);

function writeValue(name: string, value: XmlValue): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.map((item) => writeValue(name, item)).join('');
  if (value instanceof Date) return `<${name}>${value.toISOString()}</${name}>`;
  if (value instanceof XmlSequence) return `<${name}>${writeFields(value)}</${name}>`;
  if (typeof value === 'object') return `<${name}>${writeFields(value)}</${name}>`;
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

const writeFields = (fields: XmlFields | XmlSequence) =>
  (fields instanceof XmlSequence ? fields.entries : Object.entries(fields)).map(([name, value]) => writeValue(name, value)).join('');

export const s3Namespace = 'http://s3.amazonaws.com/doc/2006-03-01/';

/** `<?xml …?><root xmlns="…">…</root>`; arrays repeat their element, undefined leaves it out. */
export function xmlDocument(root: string, fields: XmlFields | XmlSequence, namespace: string | null = s3Namespace): string {
  const attributes = namespace ? ` xmlns="${namespace}"` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root}${attributes}>${writeFields(fields)}</${root}>`;
}

export interface XmlElement {
  name: string;
  children: XmlElement[];
  text: string;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return entities[entity] ?? whole;
  });

export class XmlSyntaxError extends Error {}

/** Parses a small XML document into elements (namespace prefixes dropped, attributes ignored). */
export function parseXml(text: string): XmlElement {
  const source = text.replace(/<\?[\s\S]*?\?>/g, '').replace(/<!--[\s\S]*?-->/g, '');
  const root: XmlElement = { name: '#document', children: [], text: '' };
  const stack: XmlElement[] = [root];
  const token = /<(\/?)(?:[\w.-]+:)?([\w.-]+)[^>]*?(\/?)>|([^<]+)|<!\[CDATA\[([\s\S]*?)\]\]>/g;
  let match: RegExpExecArray | null;
  while ((match = token.exec(source))) {
    const [, closing, name, selfClosing, characters, cdata] = match;
    const current = stack.at(-1)!;
    if (characters !== undefined) current.text += decodeEntities(characters);
    else if (cdata !== undefined) current.text += cdata;
    else if (closing) {
      if (current.name !== name || stack.length === 1) throw new XmlSyntaxError(`Unexpected </${name}>`);
      stack.pop();
    } else {
      const element: XmlElement = { name: name!, children: [], text: '' };
      current.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  const [document] = root.children;
  if (stack.length !== 1 || !document || root.children.length !== 1) throw new XmlSyntaxError('Not one well-formed XML element');
  return document;
}

export const childrenNamed = (element: XmlElement, name: string) => element.children.filter((child) => child.name === name);
export const childText = (element: XmlElement, name: string): string | undefined => childrenNamed(element, name)[0]?.text.trim();
