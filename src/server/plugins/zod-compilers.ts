/**
 * Every route validates its input and serializes its answer with zod (fastify-type-provider-zod).
 * The compilers are given to Fastify as its server option rather than set on the instance
 * afterwards: that way Fastify never loads its default ones (ajv and fast-json-stringify), about
 * 0.15 s of every start (docs/decisions/029-start-up.md).
 */
import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type CompilersFactory = NonNullable<SchemaController['compilersFactory']>;

export const zodSchemaController: SchemaController = {
  compilersFactory: {
    // Fastify types the factories after ajv's compilers; it calls what they return with each
    // route's schema, as it calls the compilers that setValidatorCompiler would install.
    buildValidator: (() => validatorCompiler) as unknown as CompilersFactory['buildValidator'],
    buildSerializer: (() => serializerCompiler) as unknown as CompilersFactory['buildSerializer'],
  },
};
