/**
 * The shop's Prometheus metrics (docs/decisions/017-metrics-and-api-description.md). One registry
 * per app, never prom-client's global one, so every app a test builds counts on its own.
 *
 * Each counter is incremented by exactly one method here, and each business event calls that
 * method once, after its transaction commits: a rolled-back order is never counted.
 * Gauges that need the database are read when Prometheus scrapes (src/server/plugins/metrics.ts).
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

export type PaymentMethod = 'cod' | 'online';

/**
 * What became of one payment report (the browser's proof, the webhook, the reconciliation job):
 * captured an order, arrived for an order already settled (a replay), was refunded (late or
 * extra), named no order we know, failed at the provider, or carried a signature that did not verify.
 */
export type PaymentOutcomeLabel =
  | 'captured'
  | 'replay'
  | 'refunded'
  | 'unknown_order'
  | 'failed'
  | 'signature_refused';

/** The payment-recording result these metrics understand (payments/payment-report.ts). */
export type RecordedOutcome =
  | { kind: 'paid' | 'refunded'; replay: boolean }
  | { kind: 'unknown_order' }
  | { kind: 'failed' | 'signature_refused' };

/** Seconds; checkout and admin writes sit in the middle buckets, catalogue reads in the first. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface ShopMetrics {
  readonly registry: Registry;
  /** One answered request; `route` is the route's pattern (bounded), never the raw URL. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** An order became a real order: cash on delivery when placed, online when its payment captured it. */
  orderPlaced(method: PaymentMethod): void;
  /** A payment report was recorded (committed); a capture of a pending order also counts the order. */
  paymentRecorded(outcome: RecordedOutcome): void;
  /** An add-to-cart or checkout was refused because the stock was short; `route` is its pattern. */
  stockOut(route: string): void;
  /** A background job finished a run without error. */
  jobSucceeded(job: string, at: Date): void;
  /** When each job last succeeded in this process (for the lag gauge). */
  jobSuccesses(): ReadonlyMap<string, Date>;
}

export function createMetrics(): ShopMetrics {
  const registry = new Registry();
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code; _count gives the request rate.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const ordersPlaced = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed: cash on delivery when placed, online when the payment captured them.',
    labelNames: ['payment_method'] as const,
    registers,
  });
  const payments = new Counter({
    name: 'shop_payments_total',
    help: 'Payment reports recorded, by outcome.',
    labelNames: ['outcome'] as const,
    registers,
  });
  const stockOuts = new Counter({
    name: 'shop_stock_outs_total',
    help: 'Add-to-cart and checkout calls refused because the stock was short, by route pattern.',
    labelNames: ['route'] as const,
    registers,
  });
  // Every label value a dashboard expects is present from the start, at zero.
  for (const method of ['cod', 'online'] as const) ordersPlaced.inc({ payment_method: method }, 0);
  for (const outcome of [
    'captured',
    'replay',
    'refunded',
    'unknown_order',
    'failed',
    'signature_refused',
  ] as const)
    payments.inc({ outcome }, 0);

  const jobRuns = new Map<string, Date>();
  const requestSeries = new Map<string, { observe(value: number): void }>();

  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      // One labelled child per method, route pattern and status (a bounded set), looked up by a
      // string: prom-client would otherwise sort and hash the label object on every request,
      // a measurable share of a cached catalogue read (docs/decisions/021-catalogue-reads-at-the-limit.md).
      const key = `${method} ${statusCode} ${route}`;
      let child = requestSeries.get(key);
      if (!child) {
        child = requestDuration.labels({ method, route, status_code: statusCode });
        requestSeries.set(key, child);
      }
      child.observe(seconds);
    },
    orderPlaced(method) {
      ordersPlaced.inc({ payment_method: method });
    },
    paymentRecorded(outcome) {
      const label: PaymentOutcomeLabel =
        outcome.kind === 'paid' || outcome.kind === 'refunded'
          ? outcome.replay
            ? 'replay'
            : outcome.kind === 'paid'
              ? 'captured'
              : 'refunded'
          : outcome.kind;
      payments.inc({ outcome: label });
      if (label === 'captured') this.orderPlaced('online');
    },
    stockOut(route) {
      stockOuts.inc({ route });
    },
    jobSucceeded(job, at) {
      jobRuns.set(job, at);
    },
    jobSuccesses: () => jobRuns,
  };
}

/** A gauge whose value is read when Prometheus scrapes; `read` returns one value per label set. */
export function scrapeGauge<L extends string>(
  registry: Registry,
  options: {
    name: string;
    help: string;
    labelNames?: readonly L[];
    read: () => Promise<Array<{ labels?: Partial<Record<L, string>>; value: number }>>;
  },
): void {
  new Gauge<L>({
    name: options.name,
    help: options.help,
    labelNames: options.labelNames ?? [],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { labels, value } of await options.read()) {
        if (labels) this.set(labels as Record<L, string>, value);
        else this.set(value);
      }
    },
  });
}

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;
