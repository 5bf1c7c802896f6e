import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait for a state, not a time: give them room when both cores are busy
// (the unit suite runs two workers beside whatever else the machine does). A passing test waits no longer.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
