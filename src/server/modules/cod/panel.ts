/**
 * The dashboard's COD panel (docs/product.md section 22): COD share, confirmation rate and RTO
 * rate, by state and for the worst pincodes, each pincode marked when COD is already off there.
 */
import type { DbOrTx } from '#server/db/client';
import {
  COD_PANEL_DAYS,
  COD_PANEL_MIN_PINCODE_ORDERS,
  COD_PANEL_WORST_PINCODES,
  type CodPanelJson,
  type RtoRow,
} from '#shared/cod';
import { listedForNoCashOnDelivery } from '../delivery';
import { type CodFigures, codFigures } from '../orders';
import { readSettings } from '../settings';

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

const row = (count: CodFigures['byState'][number]): RtoRow => ({
  ...count,
  rtoRate: percent(count.rto, count.shipped),
});

function codStopped(pincode: string, noCod: readonly string[]): boolean {
  try {
    listedForNoCashOnDelivery(pincode, { blocked: [], noCashOnDelivery: noCod });
    return false;
  } catch {
    return true;
  }
}

export async function readCodPanel(db: DbOrTx, now: Date): Promise<CodPanelJson> {
  const figures = await codFigures(db, {
    since: new Date(now.getTime() - COD_PANEL_DAYS * 86_400_000),
    minPincodeOrders: COD_PANEL_MIN_PINCODE_ORDERS,
    worstPincodes: COD_PANEL_WORST_PINCODES,
  });
  const { noCodPincodes } = await readSettings(db, 'delivery');
  return {
    days: COD_PANEL_DAYS,
    codShare: percent(figures.cod, figures.placed),
    confirmationRate: percent(figures.confirmed, figures.cod),
    rtoRate: percent(figures.rto, figures.shipped),
    codOrders: figures.cod,
    byState: figures.byState.map(row),
    worstPincodes: figures.byPincode.map((count) => ({
      ...row(count),
      codStopped: codStopped(count.key, noCodPincodes),
    })),
  };
}
