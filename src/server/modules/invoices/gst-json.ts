/**
 * A month's GSTR-1 figures as the JSON the GST portal's offline tool imports
 * (docs/decisions/014-gst-invoices.md): gstin and fp ("MMYYYY"), then b2cs (table 7), b2cl
 * (table 5, grouped by place of supply), cdnur (table 9B), hsn (table 12) and doc_issue (table
 * 13); empty sections are left out, as the tool leaves them. Amounts are rupees with two
 * decimals; notes carry them unsigned, the note type says they reduce.
 */
import { indianDate } from '#shared/gst/financial-year';
import { HSN_DESCRIPTIONS } from '#shared/gst/hsn';
import type { B2cRow, GstMonth, HsnRow, LargeDocument } from './gst-figures';

/** Returns from May 2025 split table 12 into B2B and B2C lists; the shop's buyers are all B2C. */
const HSN_SPLIT_FROM = '2025-05';
/** The portal takes at most this many characters of an HSN description. */
const HSN_DESCRIPTION_LIMIT = 30;
/** Table 13's document kinds: 1 invoices for outward supply, 5 credit notes. */
const DOC_NUM = { 'Invoices for outward supply': 1, 'Credit Note': 5 } as const;

const rupees = (paise: number) => paise / 100;

/** "05-10-2026": the date in India, day first. */
function gstDate(at: Date): string {
  const { year, month, day } = indianDate(at);
  return `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`;
}

const b2cs = (row: B2cRow) => ({
  sply_ty: row.interState ? 'INTER' : 'INTRA',
  pos: row.placeOfSupplyCode,
  typ: 'OE',
  rt: row.ratePercent,
  txval: rupees(row.taxableValuePaise),
  ...(row.interState
    ? { iamt: rupees(row.igstPaise) }
    : { camt: rupees(row.cgstPaise), samt: rupees(row.sgstPaise) }),
  csamt: 0,
});

/** A B2CL document's amounts by rate; across states, IGST only. */
const items = (document: LargeDocument) =>
  document.rates.map((rate, i) => ({
    num: i + 1,
    itm_det: {
      rt: rate.ratePercent,
      txval: rupees(rate.taxableValuePaise),
      iamt: rupees(rate.igstPaise),
      csamt: 0,
    },
  }));

function b2cl(invoices: LargeDocument[]) {
  const byPlace = new Map<string, LargeDocument[]>();
  for (const invoice of invoices) {
    byPlace.set(invoice.placeOfSupplyCode, [...(byPlace.get(invoice.placeOfSupplyCode) ?? []), invoice]);
  }
  return [...byPlace.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pos, listed]) => ({
      pos,
      inv: listed.map((invoice) => ({
        inum: invoice.number,
        idt: gstDate(invoice.issuedAt),
        val: rupees(invoice.valuePaise),
        itms: items(invoice),
      })),
    }));
}

const cdnur = (note: LargeDocument) => ({
  typ: 'B2CL',
  ntty: 'C',
  nt_num: note.number,
  nt_dt: gstDate(note.issuedAt),
  val: rupees(note.valuePaise),
  pos: note.placeOfSupplyCode,
  itms: items(note),
});

/** The description's first words that fit the portal's limit, without a trailing comma. */
function shortDescription(description: string): string {
  let short = '';
  for (const word of description.split(' ')) {
    const longer = short ? `${short} ${word}` : word;
    if (longer.length > HSN_DESCRIPTION_LIMIT) break;
    short = longer;
  }
  return short.replace(/[,;]$/, '');
}

const hsn = (row: HsnRow, i: number) => ({
  num: i + 1,
  hsn_sc: row.hsn,
  desc: shortDescription(HSN_DESCRIPTIONS[row.hsn] ?? ''),
  uqc: 'NOS',
  qty: row.quantity,
  rt: row.ratePercent,
  txval: rupees(row.taxableValuePaise),
  iamt: rupees(row.igstPaise),
  camt: rupees(row.cgstPaise),
  samt: rupees(row.sgstPaise),
  csamt: 0,
});

const unlessEmpty = <K extends string, T>(key: K, list: T[], value: unknown = list) =>
  list.length > 0 ? ({ [key]: value } as Record<K, unknown>) : {};

export function gstr1Json(summary: GstMonth, gstin: string) {
  const [year, month] = summary.month.split('-') as [string, string];
  const hsnRows = summary.hsn.map(hsn);
  return {
    gstin,
    fp: `${month}${year}`,
    ...unlessEmpty('b2cl', summary.b2cl, b2cl(summary.b2cl)),
    ...unlessEmpty('b2cs', summary.b2c.map(b2cs)),
    ...unlessEmpty('cdnur', summary.b2clCreditNotes.map(cdnur)),
    ...unlessEmpty(
      'hsn',
      hsnRows,
      summary.month >= HSN_SPLIT_FROM ? { hsn_b2c: hsnRows } : { data: hsnRows },
    ),
    ...unlessEmpty('doc_issue', summary.documents, {
      doc_det: summary.documents.map((row) => ({
        doc_num: DOC_NUM[row.nature],
        docs: [{ num: 1, from: row.from, to: row.to, totnum: row.count, cancel: 0, net_issue: row.count }],
      })),
    }),
  };
}
