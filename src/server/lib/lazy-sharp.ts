/**
 * sharp, loaded by the first image it works on rather than at start-up: loading it costs about
 * 0.15 s of every start, and a restart encodes nothing (docs/decisions/029-start-up.md).
 */
import type { default as Sharp } from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
