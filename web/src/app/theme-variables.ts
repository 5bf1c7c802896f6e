import { colorChannel } from '@mui/system/colorManipulator';

/**
 * What the CSS variables add to a theme, packed for the build's snapshot (build/theme-snapshot.ts)
 * and unpacked by app/theme.ts: values the browser can work out cheaply are left out.
 * - `vars`: each variable is `var(--mui-<its path>, <its default>)`, and its default is most often
 *   the value the theme keeps at the same path (the default scheme's, another scheme's or the
 *   theme's own): such a leaf is packed as `0`, any other as its default.
 * - a scheme's colour channels (`mainChannel: '31 78 121'` beside `main: '#1f4e79'`) and its
 *   references to its own values: see `packScheme`.
 */
type Tree = { [key: string]: unknown } | unknown[];

const DERIVED = 0;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  isTree(value) && !Array.isArray(value);

/** Writes every value of `from` into `into`, object by object. */
export function mergeData(into: Record<string, unknown>, from: Record<string, unknown>) {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    if (isPlainObject(value) && isPlainObject(current)) mergeData(current, value);
    else into[key] = value;
  }
}

/** The value at `path` in the first of `sources` that has one. */
function valueAt(sources: readonly unknown[], path: readonly string[]): unknown {
  for (const source of sources) {
    let value: unknown = source;
    for (const key of path) value = isTree(value) ? (value as Record<string, unknown>)[key] : undefined;
    if (value !== undefined) return value;
  }
  return undefined;
}

function mapLeaves(tree: unknown, leaf: (value: unknown, path: string[]) => unknown, path: string[] = []): unknown {
  if (Array.isArray(tree)) return tree.map((value, i) => mapLeaves(value, leaf, [...path, String(i)]));
  if (isTree(tree)) {
    return Object.fromEntries(
      Object.entries(tree).map(([key, value]) => [key, mapLeaves(value, leaf, [...path, key])]),
    );
  }
  return leaf(tree, path);
}

const variable = (prefix: string, path: readonly string[]) => `--${prefix}-${path.join('-')}`;

/** `vars` packed; throws on a leaf that is not `var(--<prefix>-<its path>, <default>)`. */
export function packVars(vars: unknown, sources: readonly unknown[], prefix: string): unknown {
  return mapLeaves(vars, (value, path) => {
    const head = `var(${variable(prefix, path)}, `;
    if (typeof value !== 'string' || !value.startsWith(head) || !value.endsWith(')')) {
      throw new Error(`the theme's variable at ${path.join('.')} is not ${head}…): ${String(value)}`);
    }
    const fallback = value.slice(head.length, -1);
    return valueAt(sources, path) === fallback ? DERIVED : fallback;
  });
}

/**
 * The theme's `vars` (each variable with its default) and what `generateThemeVars()` answers
 * (each variable alone), from `packed`: one walk, each source followed down beside it.
 */
export function unpackVars(packed: unknown, sources: readonly unknown[], prefix: string) {
  const walk = (node: unknown, name: string, at: readonly unknown[]): [unknown, unknown] => {
    if (!isTree(node)) {
      const fallback = node === DERIVED ? at.find((value) => value !== undefined) : node;
      return [`var(${name}, ${String(fallback)})`, `var(${name})`];
    }
    const withDefaults: Record<string, unknown> = Array.isArray(node) ? ([] as never) : {};
    const alone: Record<string, unknown> = Array.isArray(node) ? ([] as never) : {};
    for (const [key, value] of Object.entries(node)) {
      const below = at.map((source) => (isTree(source) ? (source as Record<string, unknown>)[key] : undefined));
      [withDefaults[key], alone[key]] = walk(value, `${name}-${key}`, below);
    }
    return [withDefaults, alone];
  };
  const [vars, themeVars] = walk(packed, `--${prefix}`, sources);
  return { vars, themeVars };
}

const CHANNEL = 'Channel';
/** Starts a packed reference to another of the scheme's values (no CSS value starts with it). */
const REFERENCE = '@';

/**
 * `difference` (what the variables add to a scheme, whole as `scheme`) packed: its colour channels
 * as `0`, and its references to the scheme's own values (`var(--mui-palette-error-main, #d32f2f)`
 * where the scheme's error main is #d32f2f) as `@palette-error-main`.
 */
export function packScheme(difference: unknown, scheme: unknown, prefix: string): unknown {
  return mapLeaves(difference, (value, path) => {
    const key = path.at(-1) ?? '';
    if (key.endsWith(CHANNEL)) {
      const color = valueAt([scheme], [...path.slice(0, -1), key.slice(0, -CHANNEL.length)]);
      if (typeof color === 'string' && colorChannel(color) === value) return DERIVED;
    }
    if (typeof value !== 'string') return value;
    if (value.startsWith(REFERENCE)) throw new Error(`a theme value starts with ${REFERENCE}: ${value}`);
    const reference = new RegExp(`^var\\(--${prefix}-([^,)]+), (.*)\\)$`).exec(value);
    const name = reference?.[1];
    return name && valueAt([scheme], name.split('-')) === reference[2] ? `${REFERENCE}${name}` : value;
  });
}

/** Works out what `packScheme` left out of `scheme` (once the scheme's difference is in it). */
export function unpackScheme(scheme: unknown, prefix: string, object: unknown = scheme) {
  if (!isTree(object)) return;
  const values = object as Record<string, unknown>;
  for (const [key, value] of Object.entries(values)) {
    if (value === DERIVED && key.endsWith(CHANNEL)) {
      values[key] = colorChannel(String(values[key.slice(0, -CHANNEL.length)]));
    } else if (typeof value === 'string' && value.startsWith(REFERENCE)) {
      const name = value.slice(REFERENCE.length);
      values[key] = `var(--${prefix}-${name}, ${String(valueAt([scheme], name.split('-')))})`;
    } else unpackScheme(scheme, prefix, value);
  }
}
