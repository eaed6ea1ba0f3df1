/** Imported first by the start scripts: stop with one clear line on a Node.js older than the shop needs. */
import { nodeVersionProblem } from './node-version';

const problem = nodeVersionProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}
