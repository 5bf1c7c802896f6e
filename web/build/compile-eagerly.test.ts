import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { compileWrappersEagerly } from './compile-eagerly';

/** A CommonJS wrapper as Rolldown writes it, with a body of about `size` characters. */
function chunk(size: number, wrapperBody = '') {
  const filler = Array.from({ length: Math.ceil(size / 40) }, (_, i) => `function f${i}(a){return a+${i}}`).join(';');
  return (
    'var cjs=(cb,m)=>()=>(m||cb((m={exports:{}}).exports,m),m.exports);' +
    `var lib=cjs((exports,module)=>{${filler};${wrapperBody}module.exports={answer:f1(41)}});` +
    'result=lib().answer;'
  );
}

const run = (code: string) => runInNewContext(`var result;${code};result`) as unknown;

describe('compileWrappersEagerly', () => {
  it('turns a large wrapper into a parenthesized function expression that runs the same', () => {
    const code = chunk(30_000);
    const out = compileWrappersEagerly(code, 20_000);
    expect(out?.rewritten).toBe(1);
    expect(out?.code).toContain('lib=cjs((function(exports,module){');
    expect(out?.code).not.toContain('(exports,module)=>');
    expect(run(out?.code ?? '')).toBe(42);
    expect(run(code)).toBe(42);
    expect(out?.map.mappings).not.toBe('');
  });

  it('rewrites a wrapper already in parentheses (as Rolldown writes them) just as well', () => {
    const code = chunk(30_000)
      .replace('cjs((exports,module)=>{', 'cjs(((exports,module)=>{')
      .replace('}});result', '}}));result');
    const out = compileWrappersEagerly(code, 20_000);
    expect(out?.code).toContain('cjs(((function(exports,module){');
    expect(run(out?.code ?? '')).toBe(42);
  });

  it('leaves small wrappers lazy', () => {
    expect(compileWrappersEagerly(chunk(5_000), 20_000)).toBeNull();
  });

  it('leaves a wrapper that reads its own `this` or `arguments`, which a function would change', () => {
    expect(compileWrappersEagerly(chunk(30_000, 'var self=this;'), 20_000)).toBeNull();
    expect(compileWrappersEagerly(chunk(30_000, 'var n=arguments.length;'), 20_000)).toBeNull();
    // Inside a function of its own, `arguments` is that function's: the wrapper may change.
    expect(compileWrappersEagerly(chunk(30_000, 'function g(){return arguments.length}'), 20_000)?.rewritten).toBe(1);
  });
});
