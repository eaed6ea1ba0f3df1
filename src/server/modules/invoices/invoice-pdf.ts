/**
 * The tax invoice as a printable A4 PDF, with every field docs/product.md "Invoices" asks for,
 * drawn from the stored invoice only.
 */
import { createPdf, pdfBytes, rule, table, twoColumns, write } from '#server/pdf/index';
import { formatIndianDate } from '#shared/gst/financial-year';
import { rupeesExact, rupeesPlain } from '#shared/gst/format';
import type { StoredInvoice } from './invoice-reads';

const percent = (rate: number) => `${rate % 2 === 0 ? rate / 2 : (rate / 2).toFixed(1)}%`;

export async function invoicePdf(invoice: StoredInvoice): Promise<Buffer> {
  const { supplier, buyer } = invoice;
  const doc = createPdf({
    title: `Tax Invoice ${invoice.number}`,
    author: supplier.legalName,
    subject: `Tax invoice for order ${invoice.orderPublicId}`,
  });

  write(doc, 'Tax Invoice', { bold: true, size: 18, align: 'center' });
  write(doc, 'Original for recipient', { size: 8, align: 'center' });
  rule(doc, 8);

  const tradeName =
    supplier.tradeName && supplier.tradeName !== supplier.legalName ? [supplier.tradeName] : [];
  twoColumns(
    doc,
    {
      title: supplier.legalName,
      lines: [
        ...tradeName,
        ...supplier.addressLines,
        `GSTIN: ${supplier.gstin}`,
        `State: ${supplier.state} (code ${supplier.stateCode})`,
      ],
    },
    {
      title: `Invoice number: ${invoice.number}`,
      lines: [
        `Invoice date: ${formatIndianDate(invoice.issuedAt)}`,
        `Order: ${invoice.orderPublicId}`,
        `Place of supply: ${invoice.placeOfSupply} (code ${invoice.placeOfSupplyCode})`,
        'Tax payable on reverse charge: No',
      ],
    },
  );
  rule(doc, 8);
  twoColumns(
    doc,
    { title: 'Billed and shipped to', lines: [buyer.name, ...buyer.addressLines] },
    { title: 'Contact', lines: [buyer.mobile ? `Mobile: ${buyer.mobile}` : 'Unregistered person (B2C)'] },
  );
  doc.moveDown(1);

  const discounted = invoice.lines.some((line) => line.discountPaise > 0);
  const tax = invoice.interState
    ? [{ header: 'IGST (₹)', width: 1.5, align: 'right' as const }]
    : [
        { header: 'CGST (₹)', width: 1.4, align: 'right' as const },
        { header: 'SGST (₹)', width: 1.4, align: 'right' as const },
      ];
  const taxCells = (line: {
    ratePercent: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
  }) =>
    invoice.interState
      ? [rupeesPlain(line.igstPaise)]
      : [
          `${rupeesPlain(line.cgstPaise)}\n@${percent(line.ratePercent)}`,
          `${rupeesPlain(line.sgstPaise)}\n@${percent(line.ratePercent)}`,
        ];
  table(doc, {
    columns: [
      { header: '#', width: 0.5 },
      { header: 'Description', width: 3.4 },
      { header: 'Size', width: 0.8 },
      { header: 'HSN', width: 0.9 },
      { header: 'Qty', width: 0.75, align: 'right' },
      { header: 'Unit price (₹)', width: 1.4, align: 'right' },
      ...(discounted ? [{ header: 'Discount (₹)', width: 1.3, align: 'right' as const }] : []),
      { header: 'Taxable value (₹)', width: 1.5, align: 'right' },
      { header: 'Rate', width: 0.8, align: 'right' },
      ...tax,
      { header: 'Total (₹)', width: 1.5, align: 'right' },
    ],
    rows: invoice.lines.map((line, i) => [
      String(i + 1),
      line.description,
      line.size ?? '',
      line.hsn,
      String(line.quantity),
      rupeesPlain(line.unitPricePaise),
      ...(discounted ? [rupeesPlain(line.discountPaise)] : []),
      rupeesPlain(line.taxableValuePaise),
      `${line.ratePercent}%`,
      ...taxCells(line),
      rupeesPlain(line.totalPaise),
    ]),
    footer: [
      [
        '',
        'Total',
        '',
        '',
        String(invoice.lines.filter((l) => l.kind === 'goods').reduce((sum, l) => sum + l.quantity, 0)),
        '',
        ...(discounted ? [rupeesPlain(invoice.lines.reduce((sum, l) => sum + l.discountPaise, 0))] : []),
        rupeesPlain(invoice.taxableValuePaise),
        '',
        ...(invoice.interState
          ? [rupeesPlain(invoice.igstPaise)]
          : [rupeesPlain(invoice.cgstPaise), rupeesPlain(invoice.sgstPaise)]),
        rupeesPlain(invoice.totalPaise),
      ],
    ],
  });
  doc.moveDown(1);

  const taxTotal = invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise;
  write(doc, `Taxable value: ${rupeesExact(invoice.taxableValuePaise)}`, { align: 'right' });
  if (invoice.interState) write(doc, `IGST: ${rupeesExact(invoice.igstPaise)}`, { align: 'right' });
  else {
    write(doc, `CGST: ${rupeesExact(invoice.cgstPaise)}`, { align: 'right' });
    write(doc, `SGST: ${rupeesExact(invoice.sgstPaise)}`, { align: 'right' });
  }
  write(doc, `Total tax: ${rupeesExact(taxTotal)}`, { align: 'right' });
  write(doc, `Invoice total: ${rupeesExact(invoice.totalPaise)}`, { bold: true, size: 11, align: 'right' });
  doc.moveDown(0.5);
  write(doc, `Amount in words: ${invoice.amountInWords}`, { bold: true });
  write(doc, 'Tax payable on reverse charge: No');
  write(
    doc,
    'Prices include GST. The delivery charge is taxed at the rate of the principal supply (the goods) and shown under its HSN.',
    { size: 8 },
  );
  doc.moveDown(2);
  write(doc, `For ${supplier.legalName}`, { align: 'right' });
  write(doc, 'Authorised signatory (computer-generated invoice; no signature required)', {
    size: 8,
    align: 'right',
  });
  return pdfBytes(doc);
}
