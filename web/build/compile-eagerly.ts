/**
 * V8 compiles a function the first time it is called, on the main thread, unless the function is
 * wrapped in parentheses where it is defined: such a function (a "PIFE") is compiled with its
 * script, off the main thread when the browser streams it. Rolldown wraps each CommonJS module in an
 * arrow function that runs once, when the module is first required. react-dom's is about 200 kB, and
 * compiling it when the page's code started was a task of 60–100 ms on a 2-core machine (four times
 * that on Lighthouse's phone). This build step turns the large wrappers into parenthesized function
 * expressions, which V8 compiles eagerly; the small ones stay lazy, as they cost little either way.
 */
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/** Wrappers shorter than this (in characters) stay as they are. */
export const EAGER_WRAPPER_MIN_CHARS = 20_000;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function children(node: Node): Node[] {
  const found: Node[] = [];
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) found.push(...value.filter(isNode));
    else if (isNode(value)) found.push(value);
  }
  return found;
}

/** Whether an arrow's body reads `this` or `arguments` of its own scope (a function would change them). */
function readsOwnThisOrArguments(body: Node): boolean {
  const pending = [body];
  while (pending.length) {
    const node = pending.pop() as Node;
    if (node.type === 'ThisExpression') return true;
    if (node.type === 'Identifier' && node.name === 'arguments') return true;
    // A function of its own (not an arrow) has its own `this` and `arguments`.
    if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression') continue;
    pending.push(...children(node));
  }
  return false;
}

/** The call's one argument, when it is an arrow with a block body. */
function wrapperArrow(call: Node): Node | null {
  const args = call.arguments as Node[];
  if (args.length !== 1) return null;
  const arg = args[0] as Node;
  if (arg.type !== 'ArrowFunctionExpression' || arg.async) return null;
  const body = arg.body as Node;
  return body.type === 'BlockStatement' ? arg : null;
}

/**
 * Rewrites each `f(x => { … })` whose arrow is at least `minChars` long, and reads neither `this`
 * nor `arguments`, as `f((function (x) { … }))`. Null when there is none.
 */
export function compileWrappersEagerly(
  code: string,
  minChars = EAGER_WRAPPER_MIN_CHARS,
): { code: string; map: ReturnType<MagicString['generateMap']>; rewritten: number } | null {
  const edited = new MagicString(code);
  let rewritten = 0;
  const pending: Node[] = [parseAst(code) as unknown as Node];
  while (pending.length) {
    const node = pending.pop() as Node;
    const arrow = node.type === 'CallExpression' ? wrapperArrow(node) : null;
    if (arrow && arrow.end - arrow.start >= minChars && !readsOwnThisOrArguments(arrow.body as Node)) {
      const params = arrow.params as Node[];
      const body = arrow.body as Node;
      const first = params[0];
      const last = params[params.length - 1];
      const paramText = first && last ? code.slice(first.start, last.end) : '';
      // Parentheses of its own: the parser does not say whether the source already has them.
      edited.overwrite(arrow.start, body.start + 1, `(function(${paramText}){`);
      edited.appendLeft(arrow.end, ')');
      rewritten += 1;
    }
    pending.push(...children(node));
  }
  return rewritten ? { code: edited.toString(), map: edited.generateMap({ hires: true }), rewritten } : null;
}

/** The browser build's chunks with their large CommonJS wrappers compiled eagerly. */
export function compileLargeWrappersEagerly(): Plugin {
  return {
    name: 'toolshub:compile-large-wrappers-eagerly',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    renderChunk(code) {
      const result = compileWrappersEagerly(code);
      return result ? { code: result.code, map: result.map } : null;
    },
  };
}
