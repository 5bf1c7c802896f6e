import { matchPath } from 'react-router';
import { pageFrames, type PageFrameName } from './page-frame-routes';

/** A path segment as the router's params read it (a malformed %-escape is left as it is). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The frame of the page at `pathname`, and the address's parameters (an order's id). */
export function frameAt(pathname: string): { name: PageFrameName; id: string } | undefined {
  for (const frame of pageFrames) {
    const match = matchPath(frame.pattern, pathname);
    if (match) return { name: frame.name, id: decodedSegment(match.params['id'] ?? '') };
  }
  return undefined;
}
