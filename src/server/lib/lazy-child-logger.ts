/**
 * Fastify gives every request a child logger carrying its request id. Making a pino child is a
 * real share of a cached catalogue read (7-15% in bench/api.ts), and most requests never log
 * anything at the configured level. This factory hands Fastify a stand-in that makes the real
 * child only when the request first writes a line that will be printed, so log lines keep their
 * request id and quiet requests pay for nothing.
 */
import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArguments = Parameters<FastifyBaseLogger['info']>;

/** The parent's level check, when the logger has one (pino's does). */
function enabled(logger: FastifyBaseLogger, level: Level): boolean {
  const check = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return check ? check.call(logger, level) : true;
}

class LazyChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions | undefined,
  ) {}

  #real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  #write(level: Level, args: LogArguments): void {
    const target = this.#child ?? (enabled(this.parent, level) ? this.#real() : undefined);
    (target?.[level] as ((...a: LogArguments) => void) | undefined)?.apply(target, args);
  }

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  fatal(...args: LogArguments) {
    this.#write('fatal', args);
  }
  error(...args: LogArguments) {
    this.#write('error', args);
  }
  warn(...args: LogArguments) {
    this.#write('warn', args);
  }
  info(...args: LogArguments) {
    this.#write('info', args);
  }
  debug(...args: LogArguments) {
    this.#write('debug', args);
  }
  trace(...args: LogArguments) {
    this.#write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/** For Fastify's `childLoggerFactory` option. */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options?: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options);
}
