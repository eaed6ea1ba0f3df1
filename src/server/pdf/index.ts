/** Printable documents (invoices, packing slips): an A4 page in a font with the rupee sign, and helpers. */
export {
  CONTENT_WIDTH,
  createPdf,
  PAGE,
  type Pdf,
  type PdfInfo,
  pdfBytes,
  rule,
  twoColumns,
  write,
} from './document';
export { limitPdfDownloads, PDF_DOWNLOAD_LIMIT } from './download-limit';
export { sendPdf } from './send';
export { type Column, type TableOptions, table } from './table';
