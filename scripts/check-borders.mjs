// The server's module borders, checked in `npm test` (docs/architecture.md#module-borders):
// 1. a module (server/src/features/<name>) is used by others only through its index.ts (and registered by the
//    composition files below through its routes.ts);
// 2. its tables (db/schema) are used only by itself — OWNERS below says which module owns which table;
// 3. infrastructure (server/src/lib, i18n, plugins, config, database) never imports a module;
// 4. modules never depend on each other in a cycle.
// Tests may reach into a module to set up their data; production code may not.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = 'server/src';
const MODULES = `${SERVER}/features`;
/** Files that assemble the modules into the application: they may use every module's public face. */
const COMPOSITION = [
  `${SERVER}/app.ts`,
  `${SERVER}/main.ts`,
  `${SERVER}/startup.ts`,
  `${SERVER}/wiring.ts`,
  `${SERVER}/upkeep.ts`,
  `${SERVER}/data-export-parts.ts`,
  `${SERVER}/account-erasure.ts`,
  `${MODULES}/index.ts`,
  `${SERVER}/admin/`,
];
const ALIASES = { '@server/': SERVER, '@db/': 'db', '@contract/': 'contract/src' };

/** Which module owns each table of db/schema; nobody else names it. */
export const OWNERS = {
  identity: ['users', 'recoveryCodes', 'sessions', 'verifications'],
  profile: ['profiles'],
  documents: ['documents'],
  'passport-reading': ['passportReadings'],
  'visa-history': ['visaApplications', 'savedApplications'],
  applications: [
    'applications',
    'applicationTravellers',
    'checklistItems',
    'applicationEvents',
    'applicationStatusCounts',
    'applicationPromiseCounts',
  ],
  payments: ['payments', 'refunds', 'documentSeries', 'creditNotes', 'paymentWebhookEvents'],
  wishlist: ['wishlistItems'],
  wallet: ['walletAccounts', 'walletTransactions'],
  referrals: ['referrals'],
  catalogue: ['destinations', 'visaOptions', 'requirementOverrides', 'catalogueHistory'],
  contact: ['contactMessages', 'contactReplies'],
  whatsapp: ['whatsappWebhookEvents'],
  newsletter: ['newsletterSubscribers'],
  notifications: [
    'outgoingMessages',
    'notifications',
    'notificationPreferences',
    'knownDevices',
    'whatsappOptIns',
    'pushSubscriptions',
    'vapidKeys',
  ],
  ops: ['applicationNotes'],
  travellers: ['savedTravellers'],
  'photo-check': ['photoSpecs', 'photoSpecHistory'],
  'trip-check': ['tripRules', 'tripRuleHistory', 'savedTrips', 'tripCheckUses'],
  grievances: ['grievances', 'grievanceNotes', 'grievanceReminders', 'dataBreaches', 'dataBreachAffected'],
  privacy: ['consents', 'dataExports'],
  reviews: ['reviews'],
};
const INFRASTRUCTURE_TABLES = ['opsAudit'];

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?([^'";]*?)\s*from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const file = `${dir}/${name}`;
    if (statSync(path.join(ROOT, file)).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.ts$/.test(name) ? [file] : [];
  });
}

function resolve(from, specifier) {
  for (const [alias, target] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return path.posix.join(target, specifier.slice(alias.length));
  }
  return specifier.startsWith('.') ? path.posix.join(path.posix.dirname(from), specifier) : undefined;
}

const moduleOf = (file) => file.match(/^server\/src\/features\/([^/]+)\//)?.[1];
const isPublicFace = (target, module, file) =>
  [`${MODULES}/${module}`, `${MODULES}/${module}/index`].includes(target) ||
  (isComposition(file) && target === `${MODULES}/${module}/routes`);
const isComposition = (file) =>
  COMPOSITION.some((root) => (root.endsWith('/') ? file.startsWith(root) : file === root));
const ownerOf = Object.fromEntries(
  Object.entries(OWNERS).flatMap(([module, tables]) => tables.map((t) => [t, module])),
);

function importsOf(file) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(IMPORT)].flatMap(([, names = '', from, dynamic]) => {
    const target = resolve(file, from ?? dynamic);
    return target ? [{ target: target.replace(/\.(ts|tsx|js)$/, ''), names: importedNames(names) }] : [];
  });
}

function importedNames(clause) {
  const braces = clause.match(/\{([^}]*)\}/)?.[1] ?? '';
  return braces
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0],
    )
    .filter(Boolean);
}

function breachesOf(file, edges) {
  const own = moduleOf(file);
  const breaches = [];
  for (const { target, names } of importsOf(file)) {
    const other = moduleOf(`${target}/`);
    if (other && other !== own) {
      if (!own && !isComposition(file)) breaches.push(`infrastructure imports the ${other} module (${target})`);
      else if (!isPublicFace(target, other, file))
        breaches.push(`reaches inside the ${other} module (${target}); use its index.ts`);
      if (own) edges.add(`${own}>${other}`);
    }
    if (target === 'db/schema/index' || target.startsWith('db/schema/')) {
      for (const name of names) {
        const owner = ownerOf[name];
        if (owner && owner !== own) breaches.push(`uses table ${name}, which belongs to the ${owner} module`);
        if (!owner && !INFRASTRUCTURE_TABLES.includes(name) && /^[a-z]/.test(name) && own) {
          breaches.push(`uses ${name} from db/schema, which OWNERS in scripts/check-borders.mjs does not assign`);
        }
      }
    }
  }
  return breaches.map((breach) => `${file}: ${breach}`);
}

function cyclesOf(edges) {
  const next = new Map();
  for (const edge of edges) {
    const [from, to] = edge.split('>');
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const cycles = new Set();
  const walk = (module, trail) => {
    if (trail.includes(module)) {
      const cycle = trail.slice(trail.indexOf(module));
      const start = cycle.indexOf([...cycle].sort()[0]);
      cycles.add([...cycle.slice(start), ...cycle.slice(0, start), cycle[start]].join(' → '));
      return;
    }
    for (const to of next.get(module) ?? []) walk(to, [...trail, module]);
  };
  for (const module of next.keys()) walk(module, []);
  return [...cycles].map((cycle) => `modules depend on each other in a cycle: ${cycle}`);
}

const edges = new Set();
const problems = sourceFiles(SERVER).flatMap((file) => breachesOf(file, edges));
problems.push(...cyclesOf(edges));
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} breach(es) of the module borders.`);
  process.exit(1);
}
console.log(
  `Module borders kept: ${new Set([...edges].flatMap((e) => e.split('>'))).size} modules, no breach, no cycle.`,
);
