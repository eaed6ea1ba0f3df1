/** GET /api/admins/dashboard (docs/product.md section 14): the order figures and the low stock. */
import type { DbOrTx } from '#server/db/client';
import { COD_PANEL_DAYS } from '#shared/cod';
import type { Size } from '#shared/constants';
import {
  DASHBOARD_DAYS,
  DASHBOARD_STATUSES,
  type DashboardJson,
  LOW_STOCK_LIST_LIMIT,
  shopDate,
  shopDayStart,
} from '#shared/dashboard';
import { paiseToRupees } from '#shared/money';
import { countLowStockProducts, lowStockSizes } from '../catalog/stock-changes';
import { codFigures, orderFigures } from '../orders';

export async function readDashboard(
  db: DbOrTx,
  { now, lowStockThreshold }: { now: Date; lowStockThreshold: number },
): Promise<DashboardJson> {
  const figures = await orderFigures(db, now);
  const low = await lowStockSizes(db, lowStockThreshold, LOW_STOCK_LIST_LIMIT);
  const lowProducts = await countLowStockProducts(db, lowStockThreshold);
  const first = shopDayStart(now, DASHBOARD_DAYS - 1);
  const period = ({ revenuePaise, orders }: { revenuePaise: number; orders: number }) => ({
    revenue: paiseToRupees(revenuePaise),
    orders,
  });
  const net = (grossPaise: number, refundedPaise: number) => ({
    revenue: paiseToRupees(grossPaise - refundedPaise),
    refunded: paiseToRupees(refundedPaise),
  });
  // The COD share has one definition, the COD panel's (cod/panel.ts): COD orders of the orders
  // placed in its 90 days, whatever became of them, since cancelled and returned ones are the
  // cost of cash on delivery.
  const cod = await codFigures(db, {
    since: new Date(now.getTime() - COD_PANEL_DAYS * 86_400_000),
    minPincodeOrders: 1,
    worstPincodes: 0,
  });
  return {
    today: period(figures.periods.today),
    last7Days: period(figures.periods.last7Days),
    last30Days: period(figures.periods.last30Days),
    netRevenue: {
      today: net(figures.periods.today.revenuePaise, figures.refunds.today),
      last7Days: net(figures.periods.last7Days.revenuePaise, figures.refunds.last7Days),
      last30Days: net(figures.periods.last30Days.revenuePaise, figures.refunds.last30Days),
    },
    awaitingDispatch: figures.awaitingDispatch,
    cashOnDelivery: {
      orders: cod.cod,
      of: cod.placed,
      percent: cod.placed === 0 ? 0 : Math.round((cod.cod / cod.placed) * 1000) / 10,
      days: COD_PANEL_DAYS,
    },
    lowStock: {
      threshold: lowStockThreshold,
      products: lowProducts,
      sizes: low.map((row) => ({ ...row, size: row.size as Size })),
    },
    revenueByDay: Array.from({ length: DASHBOARD_DAYS }, (_, day) => {
      const figure = figures.byDay.get(day) ?? { revenuePaise: 0, orders: 0 };
      return {
        date: shopDate(new Date(first.getTime() + day * 86_400_000)),
        revenue: paiseToRupees(figure.revenuePaise),
        orders: figure.orders,
      };
    }),
    ordersByStatus: DASHBOARD_STATUSES.map((status) => ({
      status,
      orders: figures.byStatus.get(status) ?? 0,
    })),
    topProducts: figures.topProducts,
  };
}
