import type { NextFunction, Request, Response } from 'express';
import { badRequest } from '../errors';

/** How deep `value` nests, counted without recursion (a deep body must not overflow the stack). */
export function nestingDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** No API body nests more than a few levels; refuse anything deeper before a handler walks it. */
export function bodyDepthLimit(maxDepth: number) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (nestingDepth(req.body) > maxDepth) {
      throw badRequest(`The request body is nested too deep (${maxDepth} levels at most)`);
    }
    next();
  };
}
