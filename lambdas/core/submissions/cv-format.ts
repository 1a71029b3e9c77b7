/**
 * Recognises a CV by its bytes, not by the name or type the browser declared: a renamed executable
 * is not a PDF. PDF starts with `%PDF-`; a Word 97-2003 document is an OLE compound file; a DOCX is
 * a ZIP archive whose central directory lists entries under `word/`.
 */
export type CvFormat = 'pdf' | 'doc' | 'docx';

export const cvFormats: Record<CvFormat, { extension: string; contentType: string }> = {
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
  doc: { extension: 'doc', contentType: 'application/msword' },
  docx: { extension: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
};

/** Reads an inclusive byte range of the uploaded object. */
export interface ByteSource {
  readonly size: number;
  read(start: number, endInclusive: number): Promise<Uint8Array>;
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const EOCD_MIN_BYTES = 22;
const MAX_ZIP_COMMENT = 0xffff;
/** A DOCX central directory is a few KB; anything far larger is not a Word document. */
const MAX_CENTRAL_DIRECTORY_BYTES = 1024 * 1024;

export const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

/** The format the first bytes announce; a ZIP still has to prove it is a Word document. */
export function formatFromHead(head: Uint8Array): CvFormat | 'zip' | undefined {
  if (startsWith(head, PDF_MAGIC)) return 'pdf';
  if (startsWith(head, OLE_MAGIC)) return 'doc';
  if (startsWith(head, ZIP_LOCAL_HEADER)) return 'zip';
  return undefined;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Finds the end-of-central-directory record in the tail of a ZIP archive. */
export function findCentralDirectory(tail: Uint8Array): { offset: number; size: number; entries: number } | undefined {
  const data = view(tail);
  for (let position = tail.length - EOCD_MIN_BYTES; position >= 0; position -= 1) {
    if (data.getUint32(position, true) !== EOCD_SIGNATURE) continue;
    const commentLength = data.getUint16(position + 20, true);
    // The comment must end exactly at the end of the file, else this is a stray signature.
    if (position + EOCD_MIN_BYTES + commentLength !== tail.length) continue;
    return {
      entries: data.getUint16(position + 10, true),
      size: data.getUint32(position + 12, true),
      offset: data.getUint32(position + 16, true),
    };
  }
  return undefined;
}

/** Entry names listed in a ZIP central directory. */
export function centralDirectoryNames(directory: Uint8Array, maxEntries: number): string[] {
  const data = view(directory);
  const names: string[] = [];
  const decoder = new TextDecoder();
  let position = 0;
  while (names.length < maxEntries && position + 46 <= directory.length) {
    if (data.getUint32(position, true) !== CENTRAL_HEADER_SIGNATURE) break;
    const nameLength = data.getUint16(position + 28, true);
    const extraLength = data.getUint16(position + 30, true);
    const commentLength = data.getUint16(position + 32, true);
    const nameEnd = position + 46 + nameLength;
    if (nameEnd > directory.length) break;
    names.push(decoder.decode(directory.subarray(position + 46, nameEnd)));
    position = nameEnd + extraLength + commentLength;
  }
  return names;
}

async function isWordArchive(source: ByteSource): Promise<boolean> {
  const tailLength = Math.min(source.size, EOCD_MIN_BYTES + MAX_ZIP_COMMENT);
  const tailStart = source.size - tailLength;
  const tail = await source.read(tailStart, source.size - 1);
  const directory = findCentralDirectory(tail);
  if (!directory || directory.size === 0 || directory.size > MAX_CENTRAL_DIRECTORY_BYTES) return false;
  if (directory.offset + directory.size > source.size) return false;
  // Usually the directory is inside the tail already read; otherwise read just the directory.
  const bytes =
    directory.offset >= tailStart
      ? tail.subarray(directory.offset - tailStart, directory.offset - tailStart + directory.size)
      : await source.read(directory.offset, directory.offset + directory.size - 1);
  return centralDirectoryNames(bytes, directory.entries).some((name) => name.startsWith('word/'));
}

/** How many leading bytes `detectCvFormat` needs to tell the formats apart. */
const HEAD_BYTES = 8;

/** The CV's real format, or undefined when it is none of PDF, DOC and DOCX. */
export async function detectCvFormat(source: ByteSource): Promise<CvFormat | undefined> {
  if (source.size < HEAD_BYTES) return undefined;
  const head = await source.read(0, HEAD_BYTES - 1);
  const format = formatFromHead(head);
  if (format !== 'zip') return format;
  return (await isWordArchive(source)) ? 'docx' : undefined;
}
