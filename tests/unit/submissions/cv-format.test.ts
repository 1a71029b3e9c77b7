import { describe, expect, it } from 'vitest';
import { centralDirectoryNames, detectCvFormat, findCentralDirectory, formatFromHead } from '#core/submissions/cv-format';
import { safeFileName } from '#core/submissions/file-name';
import { bufferSource, docBytes, docxBytes, exeBytes, pdfBytes, xlsxBytes, zipBytes } from '#test-support/cv-files';

describe('detectCvFormat: a CV is recognised by its bytes', () => {
  it('recognises a PDF by %PDF-', async () => {
    expect(await detectCvFormat(bufferSource(pdfBytes()))).toBe('pdf');
  });

  it('recognises a Word 97-2003 document by the OLE compound file signature', async () => {
    expect(await detectCvFormat(bufferSource(docBytes()))).toBe('doc');
  });

  it('recognises a DOCX as a ZIP whose central directory lists word/ entries', async () => {
    expect(await detectCvFormat(bufferSource(docxBytes()))).toBe('docx');
  });

  it('finds the central directory behind an archive comment', async () => {
    expect(await detectCvFormat(bufferSource(docxBytes({ comment: 'made by a test' })))).toBe('docx');
  });

  it('reads the central directory separately when it lies before the last 64 KB', async () => {
    // A large entry after word/document.xml pushes the directory's start out of the tail window.
    const bytes = zipBytes({ 'word/document.xml': '<w:document/>', 'word/media/big.bin': Buffer.alloc(10), 'z.bin': Buffer.alloc(1) }, 'x'.repeat(65_000));
    const source = bufferSource(bytes);
    expect(await detectCvFormat(source)).toBe('docx');
    expect(source.reads.length).toBeGreaterThanOrEqual(2);
  });

  it('reads only the first bytes of a PDF, never the whole file', async () => {
    const source = bufferSource(Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024)]));
    await detectCvFormat(source);
    expect(source.reads).toEqual([[0, 7]]);
  });

  it.each([
    ['a renamed executable (MZ)', exeBytes()],
    ['a spreadsheet (ZIP without word/)', xlsxBytes()],
    ['plain text', Buffer.from('Hello, I am a CV, honestly. '.repeat(10))],
    ['an HTML page with a script', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a PNG image', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
    ['a ZIP header with no central directory', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)])],
    ['a file shorter than any signature', Buffer.from('%PDF')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', async (_label, bytes) => {
    expect(await detectCvFormat(bufferSource(bytes))).toBeUndefined();
  });

  it('names the format from the head alone, leaving ZIPs to be proven', () => {
    expect(formatFromHead(Buffer.from('%PDF-1.7'))).toBe('pdf');
    expect(formatFromHead(docBytes(8))).toBe('doc');
    expect(formatFromHead(Buffer.from('PK\u0003\u0004rest'))).toBe('zip');
    expect(formatFromHead(Buffer.from('MZ\u0090\u0000'))).toBeUndefined();
  });

  it('lists the entry names of a central directory', () => {
    const bytes = docxBytes();
    const directory = findCentralDirectory(bytes)!;
    expect(directory.entries).toBe(3);
    const names = centralDirectoryNames(bytes.subarray(directory.offset, directory.offset + directory.size), directory.entries);
    expect(names).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
  });

  it('ignores an end-of-directory signature that does not end the file', () => {
    const bytes = docxBytes();
    expect(findCentralDirectory(Buffer.concat([bytes, Buffer.from('trailing junk')]))).toBeUndefined();
  });
});

describe('safeFileName', () => {
  it.each([
    ['Jane Doe CV (2025).pdf', 'pdf', 'Jane-Doe-CV-2025.pdf'],
    ['Siobhán Ó Briain.docx', 'docx', 'Siobhan-O-Briain.docx'],
    ['../../etc/passwd.pdf', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\cv.doc', 'doc', 'cv.doc'],
    ['evil"\r\nContent-Type: text-html.pdf', 'pdf', 'evil-Content-Type-text-html.pdf'],
    ['<script>alert(1)</script>.pdf', 'pdf', 'script.pdf'],
    ['简历.pdf', 'pdf', 'cv.pdf'],
    ['.pdf', 'pdf', 'cv.pdf'],
  ] as const)('%s -> %s', (original, format, expected) => {
    expect(safeFileName(original, format)).toBe(expected);
  });

  it('takes the extension the bytes proved, not the one in the name', () => {
    expect(safeFileName('my-cv.pdf', 'docx')).toBe('my-cv.docx');
  });

  it('keeps names short', () => {
    expect(safeFileName(`${'a'.repeat(300)}.pdf`, 'pdf')).toBe(`${'a'.repeat(80)}.pdf`);
  });
});
