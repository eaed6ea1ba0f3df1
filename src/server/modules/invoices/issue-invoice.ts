/**
 * The tax invoice of an order, issued inside its dispatch transaction (the time of supply;
 * docs/product.md, "Invoices"). The figures come from src/shared/gst and are stored with the
 * supplier's and buyer's details as they stand now; nothing is recomputed later.
 */
import type { DbOrTx } from '#server/db/client';
import { invoiceLines, invoices } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { DeliveryAddress } from '#shared/address';
import { amountInWords } from '#shared/gst/amount-in-words';
import { financialYearOf } from '#shared/gst/financial-year';
import { documentNumber } from '#shared/gst/numbering';
import { computeTaxLines } from '#shared/gst/tax-lines';
import type { InvoiceBuyer } from '#shared/invoices';
import { stateByName } from '#shared/states';
import { takeNextNumber } from './counters';
import { completeInvoiceSettings, supplierOf } from './invoice-settings';

/** What the orders module hands over about the order being dispatched. */
export interface OrderToInvoice {
  /** orders.id */
  id: number;
  /** The public order id. */
  orderId: string;
  userId: number;
  amountPaise: number;
  deliveryChargePaise: number;
  /** The coupon's discount. */
  discountPaise: number;
  /** The discount for paying online (docs/product.md section 22); lowers the goods' value like the coupon. */
  prepaidDiscountPaise: number;
  /** The cash-on-delivery fee, a line of its own taxed like the delivery charge. */
  codFeePaise: number;
  /** Null on orders placed before addresses were structured. */
  deliveryAddress: DeliveryAddress | null;
  address: string;
  mobile: string;
  /** The account's name, for orders without a structured address. */
  shopperName: string;
  items: {
    orderItemId: number;
    name: string;
    size: string;
    colour?: string | null;
    quantity: number;
    unitPricePaise: number;
    hsn: string;
  }[];
}

export interface IssuedInvoice {
  id: number;
  number: string;
  totalPaise: number;
}

function buyerOf(order: OrderToInvoice): InvoiceBuyer {
  const address = order.deliveryAddress;
  if (!address) return { name: order.shopperName, addressLines: [order.address], mobile: order.mobile };
  return {
    name: address.fullName,
    addressLines: [
      address.line1,
      address.line2,
      `${address.city}, ${address.state} ${address.pincode}`,
    ].filter((line) => line.trim() !== ''),
    mobile: address.mobile,
  };
}

export async function issueInvoice(tx: DbOrTx, order: OrderToInvoice, at: Date): Promise<IssuedInvoice> {
  const settings = await completeInvoiceSettings(tx);
  const supplier = supplierOf(settings);
  // Place of supply is the delivery address's state. An order from before structured addresses
  // has no state to read, so it is placed in the shop's own state (docs/decisions/014-gst-invoices.md).
  const place =
    (order.deliveryAddress && stateByName(order.deliveryAddress.state)) || stateByName(supplier.state)!;
  const interState = place.gstCode !== supplier.stateCode;
  const { lines, totals } = computeTaxLines({
    goods: order.items.map((item) => ({
      description: item.name,
      size: item.size,
      hsn: item.hsn,
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
    })),
    discountPaise: order.discountPaise + order.prepaidDiscountPaise,
    deliveryChargePaise: order.deliveryChargePaise,
    codFeePaise: order.codFeePaise,
    interState,
  });
  if (totals.totalPaise !== order.amountPaise) {
    throw new AppError(
      'conflict',
      `Order ${order.orderId}'s lines, discounts, delivery charge and fee do not add up to the amount paid, so no invoice can be issued.`,
      { code: 'order_state' },
    );
  }
  const year = financialYearOf(at);
  const sequence = await takeNextNumber(tx, 'invoice', year.startYear);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      orderId: order.id,
      orderPublicId: order.orderId,
      userId: order.userId,
      number: documentNumber('invoice', settings.invoicePrefix, year.label, sequence),
      financialYear: year.startYear,
      sequence,
      issuedAt: at,
      supplier,
      buyer: buyerOf(order),
      placeOfSupply: place.name,
      placeOfSupplyCode: place.gstCode,
      interState,
      ...totals,
      amountInWords: amountInWords(totals.totalPaise),
    })
    .returning({ id: invoices.id, number: invoices.number, totalPaise: invoices.totalPaise });
  await tx.insert(invoiceLines).values(
    lines.map((line, position) => ({
      invoiceId: invoice!.id,
      position,
      kind: line.kind,
      orderItemId: line.kind === 'goods' ? order.items[position]!.orderItemId : null,
      colour: line.kind === 'goods' ? (order.items[position]!.colour ?? null) : null,
      description: line.description,
      size: line.size,
      hsn: line.hsn,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      discountPaise: line.discountPaise,
      ratePercent: line.ratePercent,
      taxableValuePaise: line.taxableValuePaise,
      cgstPaise: line.cgstPaise,
      sgstPaise: line.sgstPaise,
      igstPaise: line.igstPaise,
      totalPaise: line.totalPaise,
    })),
  );
  return invoice!;
}
