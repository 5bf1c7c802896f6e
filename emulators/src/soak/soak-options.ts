/** How long and how wide a soak runs: `--minutes=`/`--seconds=` and `--concurrency=`, or SOAK_SECONDS and SOAK_CONCURRENCY. */
import { LaunchError } from '../emulator-plan';

export interface SoakOptions {
  seconds: number;
  concurrency: number;
}

export const DEFAULT_SOAK: SoakOptions = { seconds: 5 * 60, concurrency: 8 };

const wholeNumber = (value: string, name: string, max: number): number => {
  if (!/^[1-9][0-9]*$/.test(value) || Number(value) > max) {
    throw new LaunchError(`${name} must be a whole number from 1 to ${max}, not "${value}"`);
  }
  return Number(value);
};

export function parseSoakOptions(argv: readonly string[], env: NodeJS.ProcessEnv): SoakOptions {
  let seconds = env.SOAK_SECONDS ? wholeNumber(env.SOAK_SECONDS, 'SOAK_SECONDS', 86_400) : DEFAULT_SOAK.seconds;
  let concurrency = env.SOAK_CONCURRENCY
    ? wholeNumber(env.SOAK_CONCURRENCY, 'SOAK_CONCURRENCY', 200)
    : DEFAULT_SOAK.concurrency;
  for (const arg of argv) {
    const [name = '', value = ''] = arg.split('=');
    if (name === '--seconds') seconds = wholeNumber(value, '--seconds', 86_400);
    else if (name === '--minutes') seconds = 60 * wholeNumber(value, '--minutes', 1_440);
    else if (name === '--concurrency') concurrency = wholeNumber(value, '--concurrency', 200);
    else throw new LaunchError(`unknown argument ${arg} (use --minutes=5, --seconds=300, --concurrency=8)`);
  }
  return { seconds, concurrency };
}
