import { useLocation } from 'react-router';

/** A route's stand-in for tests: where the router is (`where`), and what a guard left in its state (`state`). */
export function Where() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{location.pathname}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </>
  );
}
