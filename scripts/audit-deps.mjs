// Dependency audit: fails when `npm audit --omit=dev` reports a high or critical advisory, listing them.
// A registry that serves no advisories (some mirrors answer 405) cannot be checked: that is said plainly.
import { spawnSync } from 'node:child_process';

const FAILING = new Set(['high', 'critical']);

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  console.error(`npm audit gave no report (exit ${result.status}):\n${result.stderr}`);
  process.exit(1);
}

if (!report.vulnerabilities) {
  const reason = report.message ?? report.error?.summary ?? 'no advisory data';
  console.log(`Dependency audit not possible here: the registry does not serve security advisories (${reason}).`);
  process.exit(0);
}

const serious = Object.values(report.vulnerabilities).filter((entry) => FAILING.has(entry.severity));
const counts = report.metadata?.vulnerabilities ?? {};
console.log(
  `Dependency audit (production dependencies): ${Object.entries(counts)
    .map(([severity, count]) => `${count} ${severity}`)
    .join(', ')}`,
);
if (serious.length === 0) process.exit(0);

console.error('High or critical advisories in production dependencies:');
for (const entry of serious) {
  const advisories = entry.via.filter((via) => typeof via === 'object');
  const titles = advisories.map((via) => `${via.title} (${via.url})`).join('; ') || `via ${entry.via.join(', ')}`;
  console.error(`- ${entry.name} ${entry.range}: ${entry.severity}: ${titles}`);
}
process.exit(1);
