// Stops an entry script at once, with one line saying what to install, when this Node.js is older than
// package.json's `engines` asks for: an older one would fail later and less clearly (a missing API, a native
// package built for another version). Imported first by the scripts behind `npm start`, `npm test` and the others.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const REQUIRED_MAJOR = Number(/\d+/.exec(engines.node)[0]);

/** The line to print when `version` (as in process.versions.node) is too old, or undefined when it will do. */
export function nodeVersionProblem(version) {
  if (Number(version.split('.')[0]) >= REQUIRED_MAJOR) return undefined;
  return `HelloVisa needs Node.js ${REQUIRED_MAJOR} or newer, and this is Node.js ${version}: install Node.js ${REQUIRED_MAJOR} LTS (https://nodejs.org, or \`npm i -g node@${REQUIRED_MAJOR}\`) and run it again.`;
}

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
