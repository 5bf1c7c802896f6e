import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { preload } from 'react-dom';
import { useParams } from 'react-router';
import { RequireAuth } from '../../account/components/RequireAuth';
import { toolQueryOptions } from '../../catalog/api/get-tool';

// The page itself (its form: Formik, the field components) loads once the session is known.
const PurchasePage = lazy(() => import('./PurchasePage').then((m) => ({ default: m.PurchasePage })));

/**
 * /order/{id}, for signed-in customers. The tool is public, so it loads while the session is still
 * being checked (the page needs both, and neither waits for the other), and its picture starts
 * downloading as soon as its address is known.
 */
export function OrderRoute() {
  const { id = '' } = useParams();
  const { data: tool } = useQuery(toolQueryOptions(id));
  if (tool?.imageLink) preload(tool.imageLink, { as: 'image', fetchPriority: 'high' });
  return (
    <RequireAuth>
      <PurchasePage />
    </RequireAuth>
  );
}
