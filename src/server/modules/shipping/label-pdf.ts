/**
 * The sandbox's shipping label: a 4 x 6 inch page per parcel (the size thermal label printers
 * take), drawn with the shop's PDF library (src/server/pdf). Its AWB says it is a test one, so a
 * sandbox label stuck on a real parcel is never mistaken for a real booking.
 */
import { createPdf, pdfBytes } from '#server/pdf';
import { formatRupees, paiseToRupees } from '#shared/money';
import type { LabelParcel } from './provider';

/** 4 x 6 inches in points. */
export const LABEL_SIZE: [number, number] = [288, 432];
const MARGIN = 14;
const WIDTH = LABEL_SIZE[0] - 2 * MARGIN;

export async function sandboxLabelsPdf(parcels: LabelParcel[]): Promise<Buffer> {
  const doc = await createPdf({
    title: parcels.length === 1 ? `Label ${parcels[0]!.awb}` : `Labels (${parcels.length} parcels)`,
    author: 'Back office',
    subject: 'Shipping label (sandbox, not for real parcels)',
    size: LABEL_SIZE,
    margin: MARGIN,
  });
  const text = (value: string, size = 9, bold = false) =>
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(size)
      .text(value, { width: WIDTH });
  parcels.forEach((parcel, index) => {
    if (index > 0) doc.addPage({ size: LABEL_SIZE, margin: MARGIN });
    text('TEST LABEL: SANDBOX, NOT A REAL SHIPMENT', 8, true);
    doc.moveDown(0.3);
    text(parcel.courier, 12, true);
    text(`AWB ${parcel.awb}`, 14, true);
    doc.moveDown(0.5);
    text(
      parcel.codAmountPaise > 0
        ? `COLLECT CASH ${formatRupees(paiseToRupees(parcel.codAmountPaise))}`
        : 'PREPAID: collect nothing',
      12,
      true,
    );
    doc.moveDown(0.5);
    text('Ship to', 8, true);
    const a = parcel.address;
    for (const line of [a.name, a.line1, a.line2, `${a.city}, ${a.state}`, a.pincode, `Phone ${a.phone}`]) {
      if (line.trim()) text(line, line === a.pincode ? 16 : 10, line === a.pincode);
    }
    doc.moveDown(0.5);
    text(`Order ${parcel.reference}`, 10, true);
    text(`Weight ${(parcel.weightGrams / 1000).toFixed(2)} kg`);
  });
  return pdfBytes(doc);
}
