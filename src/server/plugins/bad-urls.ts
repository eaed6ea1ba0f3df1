/**
 * Addresses the router cannot read (a broken %-escape, a parameter past the length limit) never
 * reach a route, its hooks or the error handler: Fastify hands them to this answer, which sends
 * the same error envelope and the same headers every other failure gets.
 */
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { AppError } from '../errors';
import { errorBody } from './errors';
import { everyResponseHeaders } from './headers';

export function frameworkErrorsFor(production: boolean): FastifyServerOptions['frameworkErrors'] {
  const headers = everyResponseHeaders(production);
  return (error, _request, anyReply) => {
    const reply = anyReply as FastifyReply;
    const problem =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? new AppError('not_found', 'This address is too long.')
        : new AppError('invalid', 'This address is not valid.');
    for (const [name, value] of headers) reply.header(name, value);
    reply.status(problem.statusCode).type('application/json; charset=utf-8');
    reply.send(errorBody(problem.message, problem.code));
  };
}
