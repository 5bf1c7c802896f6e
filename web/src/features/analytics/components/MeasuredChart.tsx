import Box from '@mui/material/Box';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A chart's box, `height` high and as wide as its parent, which draws the chart once its width is
 * known and hands it over as the chart's `width`. A chart without a width measures its container
 * in a layout effect and draws again at once, synchronously: the Analytics page's three charts
 * were one 110 ms task on this machine (Lighthouse: 290 ms at 4× CPU, most of the page's blocking
 * time). Measured here, each width arrives in a transition, which React draws in slices; the box
 * holds the chart's room meanwhile, so nothing below it moves.
 */
export function MeasuredChart({ height, children }: { height: number; children: (width: number) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measured = (next: number) => startTransition(() => setWidth(Math.floor(next)));
    measured(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => measured(entry?.contentRect.width ?? element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={box} sx={{ height }}>
      {width > 0 ? children(width) : null}
    </Box>
  );
}
