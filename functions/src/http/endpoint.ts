import type { Request, RequestHandler, Response, Router } from 'express';
import { endpoints, type ApiResponse, type EndpointName } from '@toolshub/shared';

/** A route's last handler: it returns the body, which the contract types. */
export type EndpointHandler<N extends EndpointName> = (req: Request, res: Response) => Promise<ApiResponse<N>>;

/**
 * Registers an endpoint of the contract (shared/src/api) on `router`: its method and route come
 * from there, and the handler's answer must be the contract's response type. Set a status other
 * than 200 with `res.status()` before returning.
 */
export function endpoint<N extends EndpointName>(
  router: Router,
  name: N,
  ...chain: [...RequestHandler[], EndpointHandler<N>]
): void {
  const { method, route } = endpoints[name];
  const middleware = chain.slice(0, -1) as RequestHandler[];
  const handler = chain[chain.length - 1] as EndpointHandler<N>;
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[verb](route, ...middleware, async (req: Request, res: Response) => {
    res.json(await handler(req, res));
  });
}

/** A file the API answers instead of JSON: its type, the name to save it under and its bytes. */
export interface FileAnswer {
  contentType: string;
  filename: string;
  body: Buffer;
}

/** The endpoints of the contract that answer a file (their response type is ArrayBuffer). */
type FileEndpointName = { [N in EndpointName]: ApiResponse<N> extends ArrayBuffer ? N : never }[EndpointName];

/**
 * Registers an endpoint that answers a file, as an attachment for this caller only (no cache may
 * keep it). Its errors are JSON, as everywhere.
 */
export function fileEndpoint(
  router: Router,
  name: FileEndpointName,
  ...chain: [...RequestHandler[], (req: Request) => Promise<FileAnswer>]
): void {
  const { method, route } = endpoints[name];
  const middleware = chain.slice(0, -1) as RequestHandler[];
  const handler = chain[chain.length - 1] as (req: Request) => Promise<FileAnswer>;
  const verb = method.toLowerCase() as 'get';
  router[verb](route, ...middleware, async (req: Request, res: Response) => {
    const file = await handler(req);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Length', String(file.body.length));
    res.end(file.body);
  });
}
