import { cvFormats, type CvFormat } from '#core/submissions/cv-format';

const MAX_STEM_LENGTH = 80;

/**
 * A file name safe for an S3 key, a Content-Disposition header and the recruiters' disk: ASCII
 * letters, digits, '-' and '_' only, no path, and the extension of the format the bytes proved
 * (so 'cv.pdf' holding a Word document is stored as 'cv.docx').
 */
export function safeFileName(original: string, format: CvFormat): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    // Letters with accents keep their base letter (Siobhán -> Siobhan).
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, MAX_STEM_LENGTH)
    .replace(/[-_]+$/, '');
  return `${stem || 'cv'}.${cvFormats[format].extension}`;
}
